/**
 * Independent deployment: a remote built from newer sources than the host (its UI kit has a component and
 * its contracts a schema the host's build lacks, its kit other cache keys, and it has a screen of its own) is
 * served beside the older host, and its screens work, breadcrumbs included. Built by `pnpm --filter e2e build:skew` into e2e/.skew/partners (here too,
 * when that build is missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import handler from 'serve-handler';
import { e2ePorts } from '../ports';
import { dataRows, signIn } from './session';

const NEWER = path.join(__dirname, '..', '.skew', 'partners');
const HOST_DIST = path.join(__dirname, '..', '..', 'host', 'dist');
/** Beside the run's own remotes (ports.ts: host + 6). */
const PORT = Number(e2ePorts.PORT_HOST) + 6;
/** A text only the newer UI kit has. */
const MARKER = 'Kit de interfaz';

let server: Server;

// The config is swapped in the browser only; a deployment that moves a remote also names its origin in the
// host's Content-Security-Policy (README, "Headers"), which this test cannot change: it sets the policy aside.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  if (!existsSync(NEWER)) {
    test.setTimeout(180_000);
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'skew', 'build.ts')], { stdio: 'inherit' });
  }
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return handler(req, res, { public: NEWER });
  });
  await new Promise<void>((resolve) => server.listen(PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('a remote built from newer sources than the host loads and works under the older host', async ({ page, request }) => {
  // The proof is real: the newer component is in the newer remote's build, and nowhere in the host's.
  const scripts = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(scripts(NEWER).some((file) => readFileSync(path.join(NEWER, file), 'utf8').includes(MARKER))).toBe(true);
  expect(scripts(HOST_DIST).some((file) => readFileSync(path.join(HOST_DIST, file), 'utf8').includes(MARKER))).toBe(false);

  // The deploy-time config points the partners area at the newer build; nothing else changes.
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, remotes: { ...config.remotes, partners: `http://localhost:${PORT}/mf-manifest.json` } } });
  });
  await signIn(page, request);

  // Its new screen is in the menu (from its own area.json), at the place it declares.
  const menu = page.getByRole('navigation', { name: 'Menú Master' }).first();
  const entries = await menu.getByRole('link').allTextContents();
  expect(entries.slice(0, 3)).toEqual(['Partners', 'Novedades', 'Organizaciones']);
  await menu.getByRole('link', { name: 'Novedades' }).click();
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Novedades · Konverza');

  // The newer component renders; the newer schema validates with its own Spanish texts.
  await expect(page.getByTestId('newer-badge')).toHaveText(`${MARKER} 1.1.0`);
  const note = page.getByLabel('Nota');
  await expect(page.getByText('Introduce la nota')).toBeVisible();
  await note.fill('x'.repeat(21));
  await expect(page.getByText('La nota admite hasta 20 caracteres')).toBeVisible();
  await note.fill('Lista para producción');
  await note.fill('Lista');
  await expect(page.getByText('Nota válida')).toBeVisible();

  // Its older screens keep working, against the real API.
  await menu.getByRole('link', { name: 'Partners' }).click();
  await expect(dataRows(page).first()).toBeVisible();

  // Its kit keeps a partner under cache keys the host's kit does not know (build.ts): the older host still names
  // the partner in its breadcrumb (shown on a phone), as the screen said it through the core.
  const partner = dataRows(page).first().getByRole('link').first();
  const name = (await partner.textContent())!.trim();
  await partner.click();
  await page.setViewportSize({ width: 390, height: 844 });
  const trail = page.getByRole('navigation', { name: 'Ruta' });
  await expect(trail.getByText(name, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(trail.getByRole('link', { name: 'Partners' })).toBeVisible();
});
