module.exports = require('@console/shared/webpack').federatedApp({
  name: 'master',
  dir: __dirname,
  port: 3001,
  exposes: { './App': './src/App.tsx' },
});
