/**
 * First-page weight: loads /login of the built console in Chromium and prints the JavaScript it loaded: the
 * bytes that crossed the wire in the encoding the server chose for Chromium (brotli), and each script's gzip and
 * uncompressed size as the same server sends them to a client that asks for those (the build writes both
 * variants: shared/build/webpack/compress.cjs), then what each script holds: its heaviest modules, each compressed
 * alone (./weight.ts). Fails when the gzip total is over the budget (KB = 1000 bytes), or when a script went out
 * uncompressed.
 *   pnpm --filter e2e size      (after `pnpm build`)
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { chromium as playwright } from '@playwright/test';
import { untilAnswers } from './measure-support';
import { moduleWeights } from './weight';
import { HOST_URL, chromium, e2ePorts } from './ports';

const BUDGET_GZIP_BYTES = 150_000;
/** The modules listed under each script: its heaviest, and no more than these. */
const MODULES_SHOWN = 4;

/** The bytes of the body the server sends for `url` to a client accepting `encoding` (as sent, not decoded). */
function body(url: string, encoding: 'gzip' | 'identity'): Promise<{ bytes: number; encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ bytes: all.length, encoding: response.headers['content-encoding'] ?? 'identity', text: all.toString('utf8') });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

async function main() {
  const server = spawn('node', [path.join(__dirname, '../scripts/console.mjs'), 'static'], {
    env: { ...process.env, ...e2ePorts },
    stdio: 'ignore',
  });
  try {
    await untilAnswers(`${HOST_URL}/config.json`);
    const browser = await playwright.launch(chromium);
    const page = await browser.newPage();
    const loaded: { url: string; encoding: string; transferred: number }[] = [];
    const sizes: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response
          .request()
          .sizes()
          .then(({ responseBodySize }) => {
            loaded.push({ url: response.url(), encoding: response.headers()['content-encoding'] ?? 'identity', transferred: responseBodySize });
          }),
      );
    });
    await page.goto(`${HOST_URL}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(/correo/i).waitFor();
    await Promise.all(sizes);
    await browser.close();

    const scripts = await Promise.all(
      loaded.map(async (script) => {
        const [gzip, raw] = await Promise.all([body(script.url, 'gzip'), body(script.url, 'identity')]);
        return { ...script, gzip: gzip.bytes, raw: raw.bytes, code: raw.text };
      }),
    );
    const sum = (key: 'transferred' | 'gzip' | 'raw') => scripts.reduce((total, s) => total + s[key], 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    console.log(`${'sent'.padStart(7)}    ${'gzip'.padStart(7)}    ${'raw'.padStart(7)}`);
    for (const s of scripts.sort((a, b) => b.raw - a.raw)) {
      console.log(`${kb(s.transferred)} KB ${kb(s.gzip)} KB ${kb(s.raw)} KB  ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`);
    }
    console.log(`\nWhat they hold: the heaviest modules of each, compressed alone (gzip)`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      const file = path.basename(new URL(s.url).pathname);
      const modules = moduleWeights('host', file, s.code);
      console.log(`${kb(s.gzip)} KB  ${file}${modules ? '' : '  (no chunk map: build with `pnpm build`)'}`);
      for (const m of modules?.slice(0, MODULES_SHOWN) ?? []) console.log(`           ${kb(m.gzip)} KB  ${m.name}`);
      const rest = modules?.slice(MODULES_SHOWN) ?? [];
      if (rest.length > 0) console.log(`           ${kb(rest.reduce((t, m) => t + m.gzip, 0))} KB  ${rest.length} more`);
    }
    console.log(
      `First page (/login): ${scripts.length} scripts, ${kb(sum('transferred')).trim()} KB sent to Chromium (${encodings}), ` +
        `${kb(sum('gzip')).trim()} KB gzip, ${kb(sum('raw')).trim()} KB raw (budget ${BUDGET_GZIP_BYTES / 1000} KB gzip)`,
    );
    const uncompressed = scripts.filter((s) => s.encoding === 'identity' && s.raw > 1000);
    if (uncompressed.length > 0) {
      console.error(`Sent uncompressed: ${uncompressed.map((s) => new URL(s.url).pathname).join(', ')}`);
      process.exitCode = 1;
    }
    if (sum('gzip') > BUDGET_GZIP_BYTES) {
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
