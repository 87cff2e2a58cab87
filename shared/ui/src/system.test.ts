/**
 * The console's design system holds the recipes of exactly the Chakra components the console shares
 * (@console/build/chakra): one missing, and its component draws unstyled; one extra, and every first screen
 * downloads it for nothing. A component's recipes are the `key`s its module (and the component modules it
 * imports) name in Chakra's own build, where Chakra's default theme defines them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { CHAKRA_NAMES } from '@console/build/chakra';
import { system } from './system';

const esm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');

/** Each name Chakra's entry exports, with the file it comes from (none for what it takes from another package). */
function exportedFiles(): Map<string, string | null> {
  const source = fs.readFileSync(path.join(esm, 'index.js'), 'utf8');
  const files = new Map<string, string | null>();
  const namespaces = new Map<string, string>();
  for (const [, local, file] of source.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) namespaces.set(local, file);
  for (const [, list, from] of source.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const specifier of list.split(',')) {
      const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local);
      if (file && local) files.set(exported, file.startsWith('.') ? path.join(esm, file) : null);
    }
  }
  return files;
}

/** The recipe keys a component module names, following its imports of other component modules. */
function recipeKeys(file: string | null | undefined, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (!file || seen.has(file)) return keys;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, key] of source.matchAll(/key: "(\w+)"/g)) keys.add(key);
  for (const [, request] of source.matchAll(/from '(\.[^']+)'/g)) {
    const imported = path.resolve(path.dirname(file), request);
    if (imported.startsWith(path.join(esm, 'components'))) recipeKeys(imported, seen).forEach((key) => keys.add(key));
  }
  return keys;
}

const themed = (key: string) => key in (defaultConfig.theme?.recipes ?? {}) || key in (defaultConfig.theme?.slotRecipes ?? {});

describe("the console's design system", () => {
  const files = exportedFiles();
  const needed = new Map(CHAKRA_NAMES.map((name) => [name, [...recipeKeys(files.get(name))].filter(themed)]));

  it('knows where each shared name comes from', () => {
    expect(CHAKRA_NAMES.filter((name) => !files.has(name))).toEqual([]);
  });

  it('holds the recipes of every Chakra component the console shares', () => {
    const missing = [...needed].flatMap(([name, keys]) => keys.filter((key) => !system.hasRecipe(key)).map((key) => `${name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('holds no recipe that none of them uses', () => {
    const used = new Set([...needed.values()].flat());
    const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
    expect([...Object.keys(recipes), ...Object.keys(slotRecipes)].filter((key) => !used.has(key)).sort()).toEqual([]);
  });
});
