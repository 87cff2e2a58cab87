module.exports = require('@console/shared/webpack').federatedApp({
  name: 'certifications',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/App.tsx' },
});
