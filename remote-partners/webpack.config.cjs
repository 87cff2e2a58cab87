module.exports = require('@console/shared/webpack').federatedApp({
  name: 'partners',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
