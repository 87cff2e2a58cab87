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
const { NormalModuleReplacementPlugin } = require('webpack');
const { CompressPlugin } = require('./compress.cjs');
const { ChunkMapPlugin } = require('./chunks.cjs');
const { CHAKRA_NAMES, chakraName } = require('./chakra.cjs');

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
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'zustand',
  'ky',
  '@tanstack/react-query',
  'react-hook-form',
  '@console/core',
];

/**
 * Third-party pure libraries every app loads, shared by version range (not singletons): an app whose build needs
 * a version the loaded copy does not satisfy runs its own, so a newer remote never gets an older copy, which is
 * what forbids sharing our own pure packages (their versions do not move with their sources). Without this each
 * remote brought its own zod (~50 KB gzip) beside the host's. `zod/` covers `zod/locales` (the contracts' Spanish).
 */
const BY_VERSION = ['zod', 'zod/'];

const fs = require('node:fs');

/** Installed version of a package, found from its entry point (some export maps hide package.json). */
function versionOf(dir, pkg) {
  let cursor = path.dirname(require.resolve(pkg, { paths: [dir, __dirname] }));
  for (;;) {
    const file = path.join(cursor, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (json.name === pkg) return { version: json.version, root: cursor };
    }
    const parent = path.dirname(cursor);
    if (parent === cursor) throw new Error(`Cannot find the version of ${pkg}`);
    cursor = parent;
  }
}

/**
 * React Router's exports that only a server or its framework mode (a Vite plugin) can use. A shared module ships
 * whole, untree-shaken, and React Router is one package for the browser and the server: the router's share is the
 * module below, written from its exports less these, which nearly halves it (64 → 34.5 KB gzip on /login).
 */
const ROUTER_SERVER_ONLY = new Set([
  'ServerRouter', 'StaticRouter', 'StaticRouterProvider', 'createStaticHandler', 'createStaticRouter',
  'createRequestHandler', 'createCookie', 'createCookieSessionStorage', 'createMemorySessionStorage',
  'createSession', 'createSessionStorage', 'isCookie', 'isSession', 'createRoutesStub', 'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest', 'unstable_setDevServerHooks', 'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_ServerMode', 'UNSAFE_SingleFetchRedirectSymbol', 'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy', 'Links', 'Meta', 'Scripts', 'PrefetchPageLinks',
  'UNSAFE_FrameworkContext', 'UNSAFE_RemixErrorBoundary', 'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut', 'UNSAFE_getHydrationData',
  'UNSAFE_getPatchRoutesOnNavigationFunction', 'UNSAFE_shouldHydrateRouteLoader', 'UNSAFE_useFogOFWarDiscovery',
  'UNSAFE_hydrationRouteProperties',
]);

/** Writes a module the build generates into a cache folder, once per text, and returns its path. */
function cachedModule(name, source) {
  const file = path.join(__dirname, '../node_modules/.cache/console-build', name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
    // Two apps build at once: each writes its own copy, then renames it into place (atomic).
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}`, source);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

/**
 * The module every app shares as `react-router-dom`: every browser export of React Router (so a remote finds
 * whatever it imports), with `RouterProvider` from its DOM entry as react-router-dom gives it, from the build of the
 * mode (the package's export map always picks the development one, with its warnings, for production too).
 */
function routerModule(dir, mode) {
  const dom = versionOf(dir, 'react-router-dom');
  const router = versionOf(dom.root, 'react-router');
  const build = path.join(router.root, 'dist', mode);
  const names = Object.keys(require(path.join(build, 'index.js'))).filter(
    (name) => !ROUTER_SERVER_ONLY.has(name) && name !== 'RouterProvider',
  );
  return cachedModule(
    `react-router-${router.version}-${mode}.mjs`,
    `// Generated by @console/build (webpack/federation.cjs) for react-router ${router.version}.\n` +
      `export { ${names.sort().join(', ')} } from ${JSON.stringify(path.join(build, 'index.mjs'))};\n` +
      `export { RouterProvider } from ${JSON.stringify(path.join(build, 'dom-export.mjs'))};\n`,
  );
}

/** The module every app shares as `@chakra-ui/react`: the names of ./chakra.cjs, from the package's ES build. */
function chakraModule(dir) {
  const chakra = versionOf(dir, '@chakra-ui/react');
  return cachedModule(
    `chakra-${chakra.version}.mjs`,
    `// Generated by @console/build (webpack/federation.cjs) for @chakra-ui/react ${chakra.version}: the names of webpack/chakra.cjs.\n` +
      `export { ${[...CHAKRA_NAMES].sort().join(', ')} } from ${JSON.stringify(path.join(chakra.root, 'dist/esm/index.js'))};\n`,
  );
}

/** Where the host puts its runtime's core for the remotes (the federation plugin's own name for it). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/**
 * The host hands its federation runtime's core to the remotes (`provideExternalRuntime`, whose plugin is loaded as
 * CommonJS and requires the core's CommonJS build), while its own runtime imports the ES build: one build for both,
 * or the host would carry the core twice (+22 KB gzip on /login).
 */
const RUNTIME_CORE_ALIAS = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    path.dirname(require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] })),
    'runtime-core.js',
  ),
};

/**
 * The share list of one app. A remote's production build bundles no copy of the singletons (`import: false`): it
 * always runs on the host's, which every host provides, and building Chakra alone was a third of a remote's build
 * time. Its development build keeps them, for its standalone page (README, "Work on one part alone").
 */
function sharedConfig(dir, { production, remote }) {
  const remoteInProduction = production && remote;
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const { version } = versionOf(dir, pkg);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, ...(remoteInProduction && { import: false }) };
  }
  if (!remoteInProduction) {
    shared['react-router-dom'].import = routerModule(dir, production ? 'production' : 'development');
    shared['@chakra-ui/react'].import = chakraModule(dir);
  }
  for (const key of BY_VERSION) {
    const { version } = versionOf(path.join(__dirname, '../../contracts'), key.replace(/\/$/, ''));
    shared[key] = { requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * zod's locales: the console's builds keep Spanish only (shared/contracts/src/zod.ts configures it). zod's locale
 * index is reachable from its namespace (`z.locales`), so a shared zod, which ships whole, would carry its 62
 * languages (~40 KB gzip): the index is replaced by a module with Spanish alone.
 */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
function zodLocalesModule() {
  const zod = versionOf(path.join(__dirname, '../../contracts'), 'zod');
  const spanish = path.join(zod.root, 'v4/locales/es.js');
  return cachedModule(`zod-locales-${zod.version}.mjs`, `export { default as es } from ${JSON.stringify(spanish)};\n`);
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
 * The names of a shared package a compilation imports (its own code and the bundled UI kit's): the first id of
 * every import or re-export specifier of `request`, sorted. Read once the modules are built, before
 * concatenation folds them together.
 */
function namesImported(compilation, request) {
  const names = new Set();
  for (const module of compilation.modules) {
    for (const dependency of module.dependencies) {
      if (dependency.request === request && Array.isArray(dependency.ids) && dependency.ids.length > 0) names.add(dependency.ids[0]);
    }
  }
  return [...names].sort();
}

/**
 * Publishes every app's build stamp as version.json beside its index.html (and a remote's manifest), so the
 * 'Versiones' screen reads each deploy's own version and build time, the host's included. It also carries the
 * core record the release guard reads: the names the host provides, or the ones a remote uses, of what a remote
 * always runs on the host's copy of: the shared core, the federation runtime's core and Chakra (./chakra.cjs).
 * A build that imports a Chakra name the console does not share fails here.
 */
class VersionFilePlugin {
  /** `runtimeCore`: the host provides the federation runtime's core to the remotes, or a remote uses the host's. */
  constructor(dir, { providesCore, runtimeCore }) {
    this.dir = dir;
    this.providesCore = providesCore;
    this.runtimeCore = runtimeCore ? [RUNTIME_CORE_GLOBAL] : [];
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      let uses = [];
      compilation.hooks.finishModules.tap('VersionFilePlugin', () => {
        const chakra = namesImported(compilation, '@chakra-ui/react');
        const unshared = chakra.filter((name) => !CHAKRA_NAMES.includes(name));
        if (unshared.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `@chakra-ui/react: ${unshared.join(', ')} not shared by the console. Add to shared/build/webpack/chakra.cjs (and the recipes to shared/ui/src/system.ts), then deploy the host first.`,
            ),
          );
        }
        uses = [...namesImported(compilation, CORE), ...chakra.map(chakraName)];
      });
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const surface = JSON.parse(fs.readFileSync(CORE_SURFACE, 'utf8'));
        const core = this.providesCore
          ? { version: surface.version, provides: [...Object.keys(surface.names), ...this.runtimeCore, ...CHAKRA_NAMES.map(chakraName)].sort() }
          : { version: surface.version, uses: [...uses, ...this.runtimeCore].sort() };
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
 *   style?: string, alias?: Record<string,string>, outDir?: string }} app
 *   `style`: a stylesheet written into index.html (the host's frame: the first page draws with it, and it is no
 *   script to download). `alias` and `outDir` serve build variants (the e2e's newer remote).
 */
function federatedApp({ name, dir, port, exposes, area, title = 'Consola', style, alias, outDir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Whether the build has a page of its own (src/index.ts, index.html): the host's, and a remote's standalone page
    // in development. A remote's production build is its federation container only (remoteEntry.js, added by the
    // plugin): it runs on the host's singletons, so its standalone page could not start without a host. Building
    // it anyway compiled and minified the whole app a second time.
    const ownPage = !(production && exposes);
    return {
      mode: production ? 'production' : 'development',
      entry: ownPage ? path.join(dir, 'src/index.ts') : {},
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
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...(!exposes && RUNTIME_CORE_ALIAS), ...alias } },
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
          shared: sharedConfig(dir, { production, remote: Boolean(exposes) }),
          // Do not load every remote at start-up: an offline remote must not stall the host.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // The runtime without its Node.js script loader: every app runs in a browser.
            optimization: { target: 'web' },
            // One copy of the federation runtime's core: the host's. A remote's production build uses it (it always
            // runs on a host, as for the singletons); its development build keeps its own, for its standalone page.
            // version.json records it as a core name (RUNTIME_CORE_GLOBAL), so the release guard and the host's plan
            // never put such a remote beside a host built before it.
            ...(exposes ? production && { externalRuntime: true } : { provideExternalRuntime: true }),
          },
        }),
        new NormalModuleReplacementPlugin(ZOD_LOCALES, zodLocalesModule()),
        ...(ownPage ? [new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          publicPath: '/',
          // Read at each compilation (and watched), without its comments.
          templateParameters: (compilation, files, tags, options) => {
            const file = style && path.resolve(dir, style);
            if (file) compilation.fileDependencies.add(file);
            const css = file ? fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim() : '';
            return { htmlWebpackPlugin: { tags, files, options }, style: css };
          },
        })] : []),
        new CopyPlugin({
          patterns: [
            { from: path.join(dir, 'public'), noErrorOnMissing: true },
            // The console's icon and font (index.html declares them): every app serves them, for its standalone page too.
            // The font is Inter cut down to Spanish's characters (written by ../fonts.mjs).
            { from: path.join(__dirname, 'favicon.svg') },
            { from: path.join(__dirname, 'inter-es-wght-normal.woff2'), to: 'fonts/[name][ext]' },
          ],
        }),
        // The host (the app without exposes) provides the shared core; every remote uses it.
        new VersionFilePlugin(dir, { providesCore: !exposes, runtimeCore: !exposes || production }),
        ...(area ? [new AreaFilePlugin(path.resolve(dir, area), dir)] : []),
        ...(production ? [new CompressPlugin()] : []),
        // The app's own build (not a variant written elsewhere) says what its chunks hold.
        ...(production && !outDir ? [new ChunkMapPlugin(dir)] : []),
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
