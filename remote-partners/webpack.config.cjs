module.exports = require('@console/build/webpack').federatedApp({
  name: 'partners',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/App.tsx' },
  area: './src/area.ts',
});
