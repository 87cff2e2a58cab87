module.exports = require('@console/shared/webpack').federatedApp({
  name: 'account',
  dir: __dirname,
  port: 3005,
  exposes: { './App': './src/App.tsx' },
});
