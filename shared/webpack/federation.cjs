/**
 * One webpack + Module Federation configuration for the host and every remote, so the share list
 * (exactly one React, router, Chakra/Emotion, store and client at run time) is written once.
 *
 *   module.exports = federatedApp({ name: 'master', port: 3001, dir: __dirname, exposes: { './App': './src/App.tsx' } });
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');

/**
 * Libraries that must exist once at run time. Subpaths are separate share keys, hence the `x/` entries and
 * the explicit `@console/shared` entry points.
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
  '@console/shared',
  '@console/shared/schemas',
  '@console/shared/ui',
];
// Not shared: '@console/shared/probe' (each app compiles its own copy to report what it was given),
// '@console/shared/standalone' (a remote's own dev harness) and the build/test configuration.

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
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key.startsWith('@console/shared') ? '@console/shared' : key;
    const version = versionOf(dir, pkg);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, title?: string }} app
 */
function federatedApp({ name, dir, port, exposes, title = 'Consola' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        // Spec section 9: a script chunk may take up to 120 s before it counts as failed.
        chunkLoadTimeout: 120_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
        new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
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
