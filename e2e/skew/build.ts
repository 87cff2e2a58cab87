/**
 * Builds the partners remote "from newer sources than the host" for the version-skew e2e test:
 * @console/ui gains a component (NewerBadge) and @console/contracts a schema (newerNoteSchema) that the
 * host's build does not have, and the remote gains a screen that uses both; the kit also keeps its records under
 * query-cache keys of its own (what a kit may change in any release: the host must not depend on them). The packages are copied to
 * e2e/.skew/ with those additions and the remote is built against the copies, under their own names
 * (@console/ui, @console/contracts), into e2e/.skew/partners. Were those packages shared at run time, the
 * remote would get the host's older copies and the screen would break.
 *   pnpm --filter e2e build:skew
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const root = path.resolve(__dirname, '..', '..');
const out = path.join(__dirname, '..', '.skew');

function newerPackage(name: 'ui' | 'contracts', file: string, exported: string) {
  const from = path.join(root, 'shared', name);
  const to = path.join(out, name);
  cpSync(path.join(from, 'src'), path.join(to, 'src'), { recursive: true });
  cpSync(path.join(__dirname, file), path.join(to, 'src', file));
  appendFileSync(path.join(to, 'src', 'index.ts'), `\nexport { ${exported} } from './${file.replace(/\.tsx?$/, '')}';\n`);
  const pkg = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8'));
  writeFileSync(path.join(to, 'package.json'), JSON.stringify({ ...pkg, version: '1.1.0' }, null, 2));
  return path.join(to, 'src');
}

async function main() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const ui = newerPackage('ui', 'NewerBadge.tsx', 'NewerBadge');
  const resource = path.join(ui, 'resource.tsx');
  const detailKey = "queryKey: [...client.key, 'detail', id],";
  const source = readFileSync(resource, 'utf8');
  if (!source.includes(detailKey)) throw new Error(`${resource} no longer has ${detailKey}: change the skew build's cache-key edit with it`);
  writeFileSync(resource, source.replace(detailKey, "queryKey: [...client.key, 'record-of-a-newer-kit', id],"));
  const contracts = newerPackage('contracts', 'newerNote.ts', 'newerNoteSchema');
  const remote = path.join(root, 'remote-partners');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { federatedApp } = require('@console/build/webpack') as typeof import('@console/build/webpack');
  const config = federatedApp({
    name: 'partners',
    dir: remote,
    port: 3106,
    exposes: { './App': path.join(__dirname, 'App.tsx') },
    area: path.join(__dirname, 'area.ts'),
    outDir: path.join(out, 'partners'),
    alias: {
      '@console/ui$': path.join(ui, 'index.ts'),
      '@console/ui/probe$': path.join(ui, 'probe.ts'),
      '@console/contracts$': path.join(contracts, 'index.ts'),
    },
  })({}, { mode: 'production' });
  // The copies import what the real packages import (zod, react-virtual, the core): from their folders.
  config.resolve.modules = [
    'node_modules',
    path.join(remote, 'node_modules'),
    path.join(root, 'shared', 'ui', 'node_modules'),
    path.join(root, 'shared', 'contracts', 'node_modules'),
  ];
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }
  console.log(`Newer partners remote built in ${out}/partners`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
