/** Filled by the route module's author: the particular routes of this part, described for OpenAPI. */
import type { Operation } from './document';

export function operations(): Operation[] {
  return [];
}
