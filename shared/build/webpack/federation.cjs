/**
 * One webpack + Module Federation configuration for the host and every remote, so the share list
 * (exactly one React, router, Chakra/Emotion, store and client at run time) is written once.
 *
 *   module.exports = federatedApp({
 *     name: 'master', port: 3001, dir: __dirname,
 *     exposes: { './App': './src/App.tsx' },
 *     area: './src/area.ts',          // published as area.json: the host reads the remote's screens from it
 *   });
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CompressPlugin } = require('./compress.cjs');

/**
 * What must exist once at run time, because it holds state: React and its DOM, the router, Chakra/Emotion
 * (one theme, one style cache), the query cache, forms, the store library, the HTTP client, and our run-time
 * core (session, API clients with the refresh queue, pending counter, notifications). Subpaths are separate
 * share keys, hence the `x/` entries.
 *
 * Everything pure is NOT shared and is bundled into each app: @console/contracts and @console/ui. A remote
 * then runs the very schemas, texts and components it was built with, whatever the host was built with (a
 * shared pure library would hand a newer remote the host's older copy, where a new component is undefined).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'zustand',
  'ky',
  '@tanstack/react-query',
  'react-hook-form',
  '@console/core',
];

const fs = require('node:fs');

/** Installed version of a package, found from its entry point (some export maps hide package.json). */
function versionOf(dir, pkg) {
  let cursor = path.dirname(require.resolve(pkg, { paths: [dir, __dirname] }));
  for (;;) {
    const file = path.join(cursor, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (json.name === pkg) return json.version;
    }
    const parent = path.dirname(cursor);
    if (parent === cursor) throw new Error(`Cannot find the version of ${pkg}`);
    cursor = parent;
  }
}

function sharedConfig(dir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = versionOf(dir, pkg);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * What a build says about itself: its package's version and when it was built, one stamp per compilation so
 * area.json and version.json agree.
 */
const buildStamps = new WeakMap();
function buildStamp(compilation, dir) {
  if (!buildStamps.has(compilation)) {
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    buildStamps.set(compilation, { name, version, builtAt: new Date().toISOString() });
  }
  return buildStamps.get(compilation);
}

/** The shared core's published surface: its version and every name it exports (shared/core/surface.json). */
const CORE_SURFACE = path.resolve(__dirname, '../../core/surface.json');
const CORE = '@console/core';

/**
 * The names of the shared core a compilation imports (its own code and the bundled UI kit's): the first id of
 * every import or re-export specifier of `@console/core`, sorted. Read once the modules are built, before
 * concatenation folds them together.
 */
function coreNamesUsed(compilation) {
  const names = new Set();
  for (const module of compilation.modules) {
    for (const dependency of module.dependencies) {
      if (dependency.request === CORE && Array.isArray(dependency.ids) && dependency.ids.length > 0) names.add(dependency.ids[0]);
    }
  }
  return [...names].sort();
}

/**
 * Publishes every app's build stamp as version.json beside its index.html (and a remote's manifest), so the
 * 'Versiones' screen reads each deploy's own version and build time, the host's included. It also carries the
 * core record the release guard reads: the core names the host provides, or the ones a remote uses (the core
 * is a run-time singleton: a remote runs on the host's copy).
 */
class VersionFilePlugin {
  constructor(dir, { providesCore }) {
    this.dir = dir;
    this.providesCore = providesCore;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      let uses = [];
      compilation.hooks.finishModules.tap('VersionFilePlugin', () => {
        uses = coreNamesUsed(compilation);
      });
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const surface = JSON.parse(fs.readFileSync(CORE_SURFACE, 'utf8'));
        const core = this.providesCore ? { version: surface.version, provides: Object.keys(surface.names).sort() } : { version: surface.version, uses };
        compilation.emitAsset('version.json', new RawSource(`${JSON.stringify({ ...buildStamp(compilation, this.dir), core }, null, 2)}\n`));
      });
      compilation.fileDependencies.add(CORE_SURFACE);
    });
  }
}

/**
 * Publishes a remote's area declaration (src/area.ts, a TypeScript module read here with tsx) as area.json
 * beside its manifest, stamped with the remote's version and build time. The host reads it at run time.
 */
class AreaFilePlugin {
  constructor(file, dir) {
    this.file = file;
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AreaFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AreaFilePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { require: tsxRequire } = require('tsx/cjs/api');
        const declaration = tsxRequire(this.file, __filename).default;
        const { version, builtAt } = buildStamp(compilation, this.dir);
        const published = { ...declaration, version, builtAt };
        compilation.emitAsset('area.json', new RawSource(`${JSON.stringify(published, null, 2)}\n`));
        compilation.fileDependencies.add(this.file);
      });
    });
  }
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, area?: string, title?: string,
 *   alias?: Record<string,string>, outDir?: string }} app
 *   `alias` and `outDir` serve build variants (the e2e's newer remote).
 */
function federatedApp({ name, dir, port, exposes, area, title = 'Consola', alias, outDir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      // No source maps in production: a .map beside each chunk would publish the sources to anyone, on every
      // static host the dist/ folder is uploaded to. Debug with a development build.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        // Spec section 9: a script chunk may take up to 120 s before it counts as failed.
        chunkLoadTimeout: 120_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
      optimization: {
        // SWC's minifier: the same size as terser's, several times faster on the shared vendor chunks.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: require.resolve('ts-loader'),
            // Type checking runs in `pnpm typecheck`; the build only transpiles.
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig(dir),
          // Do not load every remote at start-up: an offline remote must not stall the host.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), publicPath: '/' }),
        new CopyPlugin({
          patterns: [
            { from: path.join(dir, 'public'), noErrorOnMissing: true },
            // The console's icon and font (index.html declares them): every app serves them, for its standalone page too.
            { from: path.join(__dirname, 'favicon.svg') },
            { from: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'), to: 'fonts/[name][ext]' },
          ],
        }),
        // The host (the app without exposes) provides the shared core; every remote uses it.
        new VersionFilePlugin(dir, { providesCore: !exposes }),
        ...(area ? [new AreaFilePlugin(path.resolve(dir, area), dir)] : []),
        ...(production ? [new CompressPlugin()] : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}

module.exports = { federatedApp, SINGLETONS };
