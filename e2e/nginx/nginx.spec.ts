/**
 * The console served by Debian's nginx with the configuration `node scripts/console.mjs nginx-config` generates
 * (playwright.nginx.config.ts): the same headers, caching, precompressed files and CORS as `console.mjs static`
 * (tests/headers.spec.ts), and a person signs in and works in a remote's screen as with our server.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, CONSOLE_API_URL, HOST_URL, RELEASES_URL, e2ePorts } from '../ports';
import { expectApiUnderHost } from '../tests/forwarding';
import { dataRows, openFromMenu, signInThroughUi } from '../tests/session';

const REMOTES = ['MASTER', 'PARTNERS', 'CERTIFICATIONS', 'ORGANIZATION', 'ACCOUNT'] as const;
const remoteUrl = (name: (typeof REMOTES)[number]) => `http://localhost:${e2ePorts[`PORT_${name}`]}`;
const PARTNERS = remoteUrl('PARTNERS');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The host's entry chunk (`main.<hash>.js`), as its page names it. */
async function mainChunk(request: APIRequestContext) {
  const main = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(await (await request.get(HOST_URL)).text())?.[1];
  expect(main).toBeDefined();
  return `${HOST_URL}/${main}`;
}

test('nginx sends the host page, its chunks and config.json with the security and cache headers', async ({ request }) => {
  const page = await request.get(`${HOST_URL}/master/partners`);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  // nginx answers, not our Node server.
  expect(headers.server).toBe('nginx');
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');
  const policy = headers['content-security-policy'];
  // The remotes' origins and the release store's, where the release plan may point them.
  const remotes = [...REMOTES.map(remoteUrl), RELEASES_URL].join(' ');
  expect(policy).toContain(`script-src 'self' ${remotes};`);
  expect(policy).toContain(`connect-src 'self' ${remotes} ${API_URL};`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');

  const chunk = await request.get(await mainChunk(request));
  expect([chunk.status(), chunk.headers()['cache-control'], chunk.headers()['content-type']]).toEqual([200, IMMUTABLE, 'text/javascript; charset=utf-8']);
  // A chunk that is not there (yet) or a guessed source map: a 404 that is not kept, never the page.
  for (const missing of ['main.00000000.js', 'main.00000000.js.map']) {
    const answer = await request.get(`${HOST_URL}/${missing}`);
    expect([answer.status(), answer.headers()['cache-control'], answer.headers()['x-frame-options']], missing).toEqual([404, 'no-cache', 'DENY']);
  }

  const config = await request.get(`${HOST_URL}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-store');
  expect((await config.json()).remotes.partners).toBe(`${PARTNERS}/mf-manifest.json`);
});

test('nginx sends the precompressed file the request accepts: brotli first, then gzip', async ({ request }) => {
  const url = await mainChunk(request);
  const get = (encoding: string) => request.get(url, { headers: { 'Accept-Encoding': encoding } });
  const [br, gzip, plain] = await Promise.all([get('br, gzip'), get('gzip'), get('identity')]);
  expect([br.headers()['content-encoding'], gzip.headers()['content-encoding'], plain.headers()['content-encoding']]).toEqual(['br', 'gzip', undefined]);
  for (const answer of [br, gzip, plain]) expect(answer.headers().vary).toBe('Accept-Encoding');
  const size = (answer: typeof br) => Number(answer.headers()['content-length']);
  expect(size(br)).toBeLessThan(size(gzip));
  expect(size(gzip)).toBeLessThan(size(plain));
  // The same script, whichever encoding carried it (Playwright decodes it).
  expect(await br.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
});

test('a remote’s manifest is revalidated and may be read by the console’s origin (CORS)', async ({ request }) => {
  const manifest = await request.get(`${PARTNERS}/mf-manifest.json`, { headers: { Origin: HOST_URL } });
  expect(manifest.status()).toBe(200);
  expect(['*', HOST_URL]).toContain(manifest.headers()['access-control-allow-origin']);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
});

test('nginx passes the console’s calls under its origin to the API, as the API answers them', async ({ request }) => {
  await expectApiUnderHost(request);
  expect((await request.get(`${CONSOLE_API_URL}/admin/me`)).headers().server).toBe('nginx');
});

test('a person signs in and opens the partners list, loaded from the partners remote through nginx', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const fromPartners: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(PARTNERS) && response.ok() && response.headers().server === 'nginx') fromPartners.push(response.url());
  });

  await signInThroughUi(page, request);
  await openFromMenu(page, 'Partners');
  await expect(dataRows(page).first()).toBeVisible();
  expect(fromPartners).toContain(`${PARTNERS}/remoteEntry.js`);
  expect(refused).toEqual([]);
});
