/**
 * What each chunk of a production build holds, for the first page's weight (e2e/size.ts): per script file, its
 * modules' ids and names (a concatenated module by its first one, `x.ts + 12 modules`). Written outside the served
 * folder, to <app>/node_modules/.cache/console-build/chunks.json: the names are source paths, which a deploy need
 * not publish.
 * The minified file has no module names, only ids; the script that reads this cuts each module out of the file
 * by its id and compresses it.
 */
const fs = require('node:fs');
const path = require('node:path');

/** `../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`. */
function shortName(name) {
  return name.replace(/^.*node_modules\//, '').replace(/ \(fallback: .*$/, '');
}

class ChunkMapPlugin {
  constructor(dir) {
    this.file = path.join(dir, 'node_modules/.cache/console-build/chunks.json');
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkMapPlugin', (compilation) => {
      const { chunkGraph, requestShortener } = compilation;
      const map = {};
      for (const chunk of compilation.chunks) {
        const file = [...chunk.files].find((name) => name.endsWith('.js'));
        if (!file) continue;
        map[file] = [...chunkGraph.getChunkModulesIterable(chunk)]
          .filter((module) => chunkGraph.getModuleId(module) !== null)
          .map((module) => ({
            id: String(chunkGraph.getModuleId(module)),
            name: shortName(module.readableIdentifier(requestShortener)),
          }));
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(map, null, 1)}\n`);
    });
  }
}

module.exports = { ChunkMapPlugin };
