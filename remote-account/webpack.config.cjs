module.exports = require('@console/build/webpack').federatedApp({
  name: 'account',
  dir: __dirname,
  port: 3005,
  exposes: { './App': './src/App.tsx' },
  area: './src/area.ts',
});
