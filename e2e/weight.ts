/**
 * What a loaded script weighs, module by module: each app's production build says which modules each of its
 * script files holds, by id (<app>/node_modules/.cache/console-build/chunks.json, shared/build/webpack/chunks.cjs);
 * the minified file keeps those ids as the keys of its module table, so each module's code is cut out of the file
 * and compressed alone (gzip -9). A module compressed alone is a little bigger than its share of the file.
 * Used by size.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, type Node } from 'acorn';

export interface ModuleWeight {
  name: string;
  gzip: number;
}

/** The chunk map of `app` (a folder of the repository), by script file name; empty before its first build. */
function chunkMap(app: string): Record<string, { id: string; name: string }[]> {
  const file = path.join(__dirname, '..', app, 'node_modules/.cache/console-build/chunks.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The code of every module factory in a webpack script: the properties `<id>: function…` of its module tables. */
function moduleFactories(code: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const current = node as Node & Record<string, unknown>;
    if (current.type === 'ObjectExpression') {
      const properties = current.properties as (Node & { key?: Node & { value?: unknown; name?: string }; value?: Node })[];
      const table =
        properties.length > 0 &&
        properties.every((p) => p.type === 'Property' && p.value && /Function/.test(p.value.type) && p.key?.type !== 'Identifier');
      if (table) {
        for (const p of properties) {
          if (!found.has(String(p.key!.value))) found.set(String(p.key!.value), code.slice(p.value!.start, p.value!.end));
        }
        return;
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type') visit(value);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'script' }));
  return found;
}

/** The modules of `file` (a script of `app`'s build, its text `code`), heaviest first; null when the build did not map it. */
export function moduleWeights(app: string, file: string, code: string): ModuleWeight[] | null {
  const modules = chunkMap(app)[file];
  if (!modules) return null;
  const factories = moduleFactories(code);
  return modules
    .filter((module) => factories.has(module.id))
    .map((module) => ({ name: module.name, gzip: gzipSync(factories.get(module.id)!, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));
}
