/**
 * How the admins screen behaves at 300 rows per page, in Chromium, against a console already running
 * (`npm start`, ideally on the large data set: `pnpm --filter api seed:large`, then DATA_DIR=… npm start).
 *   pnpm --filter e2e screen-300 [-- --host http://localhost:3000 --api http://localhost:4000 --runs 5]
 * Prints, per run: the page of 300 rows from the click on the size to the rows on screen, opening one
 * row's edit form, and the main thread's long tasks (> 50 ms) meanwhile. A measurement, not a test.
 */
import { chromium as playwright, type Page } from '@playwright/test';
import { chromiumBrowser } from './ports';
import { loginCode, outboxMark } from './measure-support';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const HOST = arg('host', 'http://localhost:3000');
const API = arg('api', 'http://localhost:4000');
const RUNS = Number(arg('runs', '5'));
const ADMIN = { email: 'admin@example.com', password: 'demo1234' };

async function signIn(page: Page) {
  const mark = await outboxMark(API, ADMIN.email);
  await page.goto(`${HOST}/login`);
  await page.getByLabel(/correo/i).fill(ADMIN.email);
  await page.getByLabel(/contraseña/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /continuar|ingresar|iniciar/i }).click();
  const code = await loginCode(API, ADMIN.email, mark);
  await page.getByLabel(/código/i).fill(code);
  await page.waitForURL('**/master/organizations');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const browser = await playwright.launch(chromiumBrowser);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  // Long tasks of the main thread, collected in the page.
  await page.addInitScript(() => {
    (window as unknown as { longTasks: number[] }).longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { longTasks: number[] }).longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const rows = page.locator('table:not([aria-busy="true"]) tbody tr:not([hidden])');
  const results: { page: number; open: number; longest: number }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await page.goto(`${HOST}/master/admins`);
    await rows.nth(24).waitFor();
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));

    const started = Date.now();
    await page.getByLabel('Filas por página').selectOption('300');
    // Long pages are virtualised (each row group its own tbody): the rows near the viewport are on screen.
    await page.waitForFunction(() => document.querySelectorAll('table tbody').length > 10);
    const pageMs = Date.now() - started;

    const opened = Date.now();
    await rows.nth(10).getByRole('button', { expanded: false }).click();
    await page.getByRole('button', { name: 'Guardar' }).first().waitFor();
    const openMs = Date.now() - opened;

    if (run === 1) console.log(`table rows in the DOM (of 300): ${await page.locator('table tbody tr').count()}`);
    const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
    results.push({ page: pageMs, open: openMs, longest });
    console.log(`run ${run}: 300-row page on screen ${pageMs} ms · edit row open ${openMs} ms · longest main-thread task ${Math.round(longest)} ms`);
  }
  console.log(
    `median: 300 rows ${median(results.map((r) => r.page))} ms · open ${median(results.map((r) => r.open))} ms · longest task ${Math.round(median(results.map((r) => r.longest)))} ms`,
  );
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
