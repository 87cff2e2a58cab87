module.exports = require('@console/shared/webpack').federatedApp({
  name: 'organization',
  dir: __dirname,
  port: 3004,
  exposes: { './App': './src/App.tsx' },
});
