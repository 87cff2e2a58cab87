/**
 * Build-time compression: every text file of a production build (js, html, json, css, svg, txt) is also written
 * beside itself as `.br` (brotli) and `.gz` (gzip), once, at high levels; the static server then sends
 * the smallest encoding the browser accepts, with no compression work per request (scripts/console.mjs). A
 * variant that would not be smaller (a tiny file) is not written: the file is sent as it is.
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality: 10, not the maximum 11, which takes 2.5 times as long for 1.6 % fewer bytes (host and
 * remote-master: 1295 KB in 2.8 s against 1275 KB in 7.3 s, one core). Builds run on every CI run.
 */
const BROTLI_QUALITY = 10;

/** The files worth compressing; fonts (woff2) and images are compressed formats already. */
const TEXT = /\.(js|html|json|css|svg|txt)$/;

class CompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The stage meant for this; `additionalAssets` also brings what is emitted at it or later (mf-manifest.json).
        { name: 'CompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => TEXT.test(name))
              .map(async (name) => {
                const asset = compilation.getAsset(name);
                const input = asset.source.buffer();
                const [br, gz] = await Promise.all([
                  brotli(input, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                    },
                  }),
                  gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                for (const [suffix, output] of [['.br', br], ['.gz', gz]]) {
                  if (output.length < input.length) {
                    // Not `immutable`, although its name holds the file's hash: webpack would then keep a copy compressed
                    // with other settings.
                    compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(output), { compressed: true });
                  }
                }
              }),
          );
        },
      );
    });
  }
}

module.exports = { CompressPlugin };
