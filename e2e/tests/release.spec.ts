/**
 * Releases as a team lives them (issue 27), on the run's release store (ports.ts RELEASE_DIR), which the API and
 * the static servers follow as `npm start` does:
 *   1. partners v1 (its build) and v2 (the newer build of skew/build.ts: a 'Novedades' screen more, which throws on
 *      one note) are published and v1 promoted; v2 goes to one admin as a canary. That admin sees v2, breaks its
 *      screen, and the error is on 'Versiones' for v2; another admin sees v1. The canary is ended from
 *      'Versiones'; the first admin's open tab is told and gets v1 after 'Recargar'.
 *   2. The host itself promoted and rolled back with the servers running: an open tab is told ('Hay una versión
 *      nueva de la consola.') and 'Recargar' brings the new host; a new tab gets the rolled-back one at once.
 *   3. A remote whose build uses a core name the host lacks is refused by `promote`, naming it; a pointer edited by
 *      hand past the guard costs nothing: the host loads the newest version it can run, or, with none, says the
 *      section needs a newer console while the rest works.
 * The store's pointers are removed afterwards: the other files see the local builds again.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL, CONSOLE_API_URL, RELEASE_DIR, RELEASES_URL } from '../ports';
import { ADMIN, apiSession, dataRows, run, signIn } from './session';

const root = path.join(__dirname, '..', '..');
const BUILD = (remote: string) => path.join(root, `remote-${remote}`, 'dist');
const HOST_BUILD = path.join(root, 'host', 'dist');
const NEWER_PARTNERS = path.join(__dirname, '..', '.skew', 'partners');
/** What skew/NewerScreen.tsx throws on. */
const BREAKING_NOTE = 'romper';
/** A core name no host has: what a remote built against a newer core than the live host's would use. */
const FUTURE_NAME = 'nombreDeUnNucleoFuturo';

/** A release command as a team runs it (scripts/console.mjs → shared/releases), with its output and exit status. */
function releaseCli(...args: string[]) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'console.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, RELEASE_DIR, RELEASE_BY: 'equipo-partners' },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}`, ms: performance.now() - started };
}

/** Publishes a build folder (what `release <app>` does after building): its version id. */
function publish(app: string, dist: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'publish', app, dist], {
    cwd: path.join(root, 'shared', 'releases'),
    env: { ...process.env, RELEASE_DIR },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** The host this run serves, published and live in production (promoted unless it already is): its version id. */
function liveLocalHost(): string {
  const version = publish('host', HOST_BUILD);
  const pointer = path.join(RELEASE_DIR, 'pointers', 'production.json');
  const live = existsSync(pointer) ? JSON.parse(readFileSync(pointer, 'utf8')).apps.host?.version : undefined;
  if (live !== version) expect(releaseCli('promote', 'host', version).status).toBe(0);
  return version;
}

/** What a build says of itself (version.json). */
type Stamp = { version: string; core: { version: string; uses?: string[]; provides?: string[] } };

/** A copy of a build folder whose version.json `edit` changed (its precompressed copies dropped). */
function editedBuild(dist: string, edit: (stamp: Stamp) => Stamp): string {
  const copy = mkdtempSync(path.join(tmpdir(), `console-e2e-${path.basename(path.dirname(dist))}-`));
  cpSync(dist, copy, { recursive: true });
  const file = path.join(copy, 'version.json');
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')))));
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
  return copy;
}

/** A copy of a build whose record says it uses a core name no host provides. */
const buildUsingFutureCore = (remote: string) =>
  editedBuild(BUILD(remote), (stamp) => ({ ...stamp, core: { ...stamp.core, uses: [...(stamp.core.uses ?? []), FUTURE_NAME] } }));

/**
 * A pointer edited by hand past the guard: the next history entry written as the CLI would, naming `version` live
 * for `app` (the API reads the newest entry).
 */
function editPointerByHand(app: string, version: string) {
  const folder = path.join(RELEASE_DIR, 'pointers', 'production');
  const newest = readdirSync(folder).sort().at(-1)!;
  const head = JSON.parse(readFileSync(path.join(folder, newest), 'utf8'));
  const revision = head.revision + 1;
  const at = new Date().toISOString();
  const pointer = { ...head.pointer, revision, apps: { ...head.pointer.apps, [app]: { version } }, changedAt: at, changedBy: 'a mano' };
  const entry = { env: 'production', revision, app, action: 'promote', from: head.pointer.apps[app]?.version ?? null, to: version, by: 'a mano', at, pointer };
  writeFileSync(path.join(folder, `${String(revision).padStart(8, '0')}.json`), JSON.stringify(entry));
  writeFileSync(path.join(RELEASE_DIR, 'pointers', 'production.json'), JSON.stringify(pointer));
}

const masterMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú Master' }).first();
/** The version this browser loads of a remote, as 'Versiones' says it. */
const versionsRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Versiones' }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function signedInTab(browser: Browser, request: Parameters<typeof signIn>[1], user = ADMIN) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, request, user);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  if (!existsSync(NEWER_PARTNERS)) {
    test.setTimeout(180_000);
    const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'skew', 'build.ts')], { stdio: 'inherit' });
    expect(built.status).toBe(0);
  }
});
test.afterAll(() => rmSync(path.join(RELEASE_DIR, 'pointers'), { recursive: true, force: true }));

test('a canary for one admin: they see v2 and its error reaches Versiones; others see v1; ended from Versiones, the open tab is told', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const v1 = publish('partners', BUILD('partners'));
  const v2 = publish('partners', NEWER_PARTNERS);
  expect(v1).not.toBe(v2);
  expect(releaseCli('promote', 'partners', v1).status).toBe(0);
  const canary = releaseCli('promote', 'partners', v2, '--admins', '1');
  expect(canary.out).toContain(`is the canary of partners for admins 1`);

  // Admin 1 (Ada) is in the canary: v2, with its 'Novedades' screen, loaded from the store.
  const ada = await signedInTab(browser, request);
  await expect(masterMenu(ada).getByRole('link', { name: 'Novedades' })).toBeVisible();
  await masterMenu(ada).getByRole('link', { name: 'Novedades' }).click();
  const reported = ada.waitForResponse((response) => response.url() === `${CONSOLE_API_URL}/client-errors` && response.request().method() === 'POST');
  await ada.getByLabel('Nota').fill(BREAKING_NOTE);
  await expect(ada.getByText('No se pudo cargar esta sección.')).toBeVisible();
  expect((await reported).status()).toBe(202);

  // Another superadmin is not in it: v1, without 'Novedades'.
  const token = (await apiSession(request)).token;
  const other = { email: `otra.${run}@example.com`, password: 'secreto1' };
  const created = await request.post(`${API_URL}/api/admin`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { first_name: 'Otra', last_name: 'Superadmin', email: other.email, password: other.password, role_id: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const otra = await signedInTab(browser, request, other);
  await masterMenu(otra).getByRole('link', { name: 'Versiones' }).click();
  await expect(versionsRow(otra, 'Partners')).toContainText(v1);
  await expect(versionsRow(otra, 'Partners')).toContainText(`${RELEASES_URL}/partners/${v1}/mf-manifest.json`);
  await expect(masterMenu(otra).getByRole('link', { name: 'Novedades' })).toHaveCount(0);

  // Its error is counted for v2 (reported a moment ago: read again until it shows).
  const published = otra.getByRole('table', { name: 'Versiones publicadas de Partners' });
  const v2Row = published.getByRole('row').filter({ hasText: v2 });
  await expect(v2Row).toContainText('Canary: administradores 1');
  await expect(async () => {
    await otra.reload();
    await expect(otra.getByRole('table', { name: 'Versiones publicadas de Partners' }).getByRole('row').filter({ hasText: v2 }).getByRole('cell').nth(4)).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // She ends the canary from the screen, after its question.
  const ending = performance.now();
  await otra.getByRole('button', { name: 'Terminar canary' }).click();
  await otra.getByRole('alertdialog', { name: 'Revertir versión' }).getByRole('button', { name: 'Revertir' }).click();
  await expect(otra.getByText('Versión revertida')).toBeVisible();
  const rollbackMs = performance.now() - ending;

  // Ada's open tab is told at its next check (every 60 s, and when the tab is shown again: shown here).
  const told = performance.now();
  await ada.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = ada.getByText('Hay una versión nueva de Partners.');
  await expect(notice).toBeVisible();
  const toldMs = performance.now() - told;
  await ada.getByRole('button', { name: 'Recargar' }).click();
  await expect(ada.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(masterMenu(ada).getByRole('link', { name: 'Partners' })).toBeVisible();
  await expect(masterMenu(ada).getByRole('link', { name: 'Novedades' })).toHaveCount(0);
  console.log(`release figures: canary promote (CLI) ${canary.ms.toFixed(0)} ms; end of the canary from 'Versiones' ${rollbackMs.toFixed(0)} ms; a tab's check to its notice ${toldMs.toFixed(0)} ms (checks every 60 s)`);
  await ada.context().close();
  await otra.context().close();
});

test('the host promoted and rolled back while the console runs: the open tab is told and reloads into it, a new tab gets it at once', async ({ browser, request }) => {
  const hostRelease = (page: Page) => page.evaluate(async () => ((await (await fetch('/version.json', { cache: 'no-store' })).json()) as { release?: string }).release);
  const v1 = liveLocalHost();
  const page = await signedInTab(browser, request);
  expect(await hostRelease(page)).toBe(v1);

  // The next host version: its own package version, so its own id.
  const v2 = publish('host', editedBuild(HOST_BUILD, (stamp) => ({ ...stamp, version: `${stamp.version}-siguiente` })));
  const promoted = releaseCli('promote', 'host', v2);
  expect(promoted.out).toContain(`host ${v2} is live (was ${v1})`);
  const told = performance.now();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Hay una versión nueva de la consola.')).toBeVisible();
  const toldMs = performance.now() - told;
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(masterMenu(page).getByRole('link', { name: 'Partners' })).toBeVisible();
  expect(await hostRelease(page)).toBe(v2);

  const rolledBack = releaseCli('rollback', 'host');
  expect(rolledBack.out).toContain(`${v2} → ${v1}`);
  const fresh = await signedInTab(browser, request);
  expect(await hostRelease(fresh)).toBe(v1);
  await masterMenu(fresh).getByRole('link', { name: 'Organizaciones' }).click();
  await expect(dataRows(fresh).first()).toBeVisible();
  console.log(`host release figures: promote (CLI) ${promoted.ms.toFixed(0)} ms; a tab's check to its notice ${toldMs.toFixed(0)} ms; rollback (CLI) ${rolledBack.ms.toFixed(0)} ms`);
  await page.context().close();
  await fresh.context().close();
});

test('a build that needs a newer core is refused by promote; a pointer edited by hand falls back, or says the section needs a newer console', async ({ browser, request }) => {
  // The guard compares with the host that is live: the one this run serves, published and promoted.
  liveLocalHost();
  const v1 = publish('partners', BUILD('partners'));
  const future = publish('partners', buildUsingFutureCore('partners'));
  const refused = releaseCli('promote', 'partners', future);
  expect(refused.status).not.toBe(0);
  expect(refused.out).toContain(FUTURE_NAME);

  // By hand, past the guard: partners falls back to v1, the newest version its history holds that this host runs.
  editPointerByHand('partners', future);
  // Certifications has no version it can run: its screens say so, the rest works.
  editPointerByHand('certifications', publish('certifications', buildUsingFutureCore('certifications')));

  const page = await signedInTab(browser, request);
  await masterMenu(page).getByRole('link', { name: 'Partners' }).click();
  await expect(dataRows(page).first()).toBeVisible();
  await masterMenu(page).getByRole('link', { name: 'Versiones' }).click();
  await expect(versionsRow(page, 'Partners')).toContainText(v1);
  await masterMenu(page).getByRole('link', { name: 'Certificaciones' }).click();
  await expect(page.getByText('Esta sección necesita una versión más nueva de la consola.')).toBeVisible();
  await masterMenu(page).getByRole('link', { name: 'Organizaciones' }).click();
  await expect(dataRows(page).first()).toBeVisible();
  await page.context().close();
});
