import { expect, test } from '@playwright/test';
import { API_URL, HOST_URL, RELEASES_URL, e2ePorts } from '../ports';
import { expectApiUnderHost } from './forwarding';
import { signIn } from './session';

const REMOTES = ['MASTER', 'PARTNERS', 'CERTIFICATIONS', 'ORGANIZATION', 'ACCOUNT'] as const;
const remoteUrl = (name: (typeof REMOTES)[number]) => `http://localhost:${e2ePorts[`PORT_${name}`]}`;
const MASTER = remoteUrl('MASTER');

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

test('the host page and the remotes’ files carry the security headers; what changes on deploy is not cached', async ({ request }) => {
  const page = await request.get(`${HOST_URL}/master/organizations`);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');

  // Only the console's own origin, its remotes' (config.json's, and the release store's, where the release plan may
  // point them) and the API's; no eval.
  const policy = directives(headers['content-security-policy']);
  const remotes = [...REMOTES.map(remoteUrl), RELEASES_URL];
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'", ...remotes]);
  expect(policy['connect-src']).toEqual(["'self'", ...remotes, API_URL]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");

  const config = await request.get(`${HOST_URL}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-store');

  // A remote's files: the same headers; its manifest, entry and area are revalidated, its hashed chunks kept.
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'area.json']) {
    const answer = await request.get(`${MASTER}/${file}`);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['x-content-type-options'], file).toBe('nosniff');
    expect(directives(answer.headers()['content-security-policy'])['frame-ancestors'], file).toEqual(["'none'"]);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
  }
  const html = await page.text();
  const main = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(main).toBeDefined();
  const chunk = await request.get(`${HOST_URL}/${main}`);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A chunk that is not there (yet) is a 404 that is not kept.
  const missing = await request.get(`${HOST_URL}/main.00000000.js`);
  expect([missing.status(), missing.headers()['cache-control']]).toEqual([404, 'no-cache']);
});

test('no source map is published', async ({ request }) => {
  const html = await (await request.get(HOST_URL)).text();
  const main = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] as string;
  const script = await (await request.get(`${HOST_URL}/${main}`)).text();
  expect(script).not.toContain('sourceMappingURL');
  // Not even under a guessed name: the host answers 404, not its page.
  expect((await request.get(`${HOST_URL}/${main}.map`)).status()).toBe(404);
  expect((await request.get(`${MASTER}/remoteEntry.js.map`)).status()).toBe(404);
});

test('signing in and working in two remotes’ screens breaks no rule of the policy', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });

  await signIn(page, request);
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();
  for (const [path, heading] of [['/master/partners', 'Partners'], ['/master/certifications', 'Certificaciones']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  expect(violations).toEqual([]);

  // The policy is enforced, and a breach would be seen: a script injected into the page does not run.
  // An inline script runs (or is blocked) as it is inserted: nothing to wait for before reading the flag.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('the console calls the API under its own origin, through the host’s server', async ({ request }) => {
  await expectApiUnderHost(request);
});

test('the API lets the console call it from the ports it was started on, and no other origin', async ({ request }) => {
  // This run serves the console on moved ports (3100…, as `PORT_*` does on a laptop where 3000 is taken) and gives
  // the API no CORS_ORIGINS: its allowed origins follow the ports `console.mjs` was given.
  const preflight = (origin: string) =>
    request.fetch(`${API_URL}/api/admin`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
  for (const origin of [HOST_URL, HOST_URL.replace('localhost', '127.0.0.1'), MASTER]) {
    expect((await preflight(origin)).headers()['access-control-allow-origin']).toBe(origin);
  }
  expect((await preflight('http://localhost:3000')).headers()['access-control-allow-origin']).toBeUndefined();
});
