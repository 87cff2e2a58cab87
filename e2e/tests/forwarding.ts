/**
 * The console calls the API under its own origin (config.json's `/api/`): the host's server, ours or nginx, passes
 * each call to the API and its answer back as the API gave it (scripts/console.mjs, forwardToApi and nginxConfig).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { CONSOLE_API_URL, HOST_URL } from '../ports';

export async function expectApiUnderHost(request: APIRequestContext) {
  const config = await (await request.get(`${HOST_URL}/config.json`)).json();
  expect([config.apiUrl, config.messagingUrl]).toEqual(['/api/', '/messaging/']);
  // A call without a session: the API's own refusal and headers, once, not a static file's.
  const refused = await request.get(`${CONSOLE_API_URL}/admin/me`);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).success).toBe(false);
  const named = (name: string) => refused.headersArray().filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
  expect(named('cache-control')).toEqual(['no-store']);
  expect(named('content-security-policy')).toEqual([]);
  // Every method reaches it: a write the API refuses the same way (the host's files take GET and HEAD only).
  const write = await request.post(`${CONSOLE_API_URL}/admin`, { data: {} });
  expect(write.status()).toBe(401);
  expect((await request.post(`${HOST_URL}/master/organizations`)).status()).toBe(405);
}
