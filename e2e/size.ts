/**
 * First-page weight: loads /login of the built console in Chromium and prints the JavaScript it
 * transferred, raw and gzip-compressed (as a gzip-serving deployment would send it).
 * Fails when the gzip total is over the budget (KB = 1000 bytes).
 *   pnpm --filter e2e size      (after `pnpm build`)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from '@playwright/test';
import { HOST_URL, chromium, e2ePorts } from './ports';

const BUDGET_GZIP_BYTES = 250_000;

async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const server = spawn('node', [path.join(__dirname, '../scripts/console.mjs'), 'static'], {
    env: { ...process.env, ...e2ePorts },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${HOST_URL}/config.json`);
    const browser = await playwright.launch(chromium);
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${HOST_URL}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(/correo/i).waitFor();
    await browser.close();

    const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${(s.gzip / 1000).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1000).toFixed(1).padStart(7)} KB raw  ${new URL(s.url).pathname}`);
    }
    console.log(`First page (/login): ${scripts.length} scripts, ${(total.gzip / 1000).toFixed(1)} KB gzip, ${(total.raw / 1000).toFixed(1)} KB raw (budget ${BUDGET_GZIP_BYTES / 1000} KB gzip)`);
    if (total.gzip > BUDGET_GZIP_BYTES) {
      console.error('Over budget.');
      process.exitCode = 1;
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
