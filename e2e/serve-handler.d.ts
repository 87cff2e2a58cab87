/** serve-handler ships no types: the one call the e2e suite makes. */
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function handler(request: IncomingMessage, response: ServerResponse, options?: { public?: string }): Promise<void>;
}
