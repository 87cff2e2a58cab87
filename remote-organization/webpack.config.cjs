module.exports = require('@console/build/webpack').federatedApp({
  name: 'organization',
  dir: __dirname,
  port: 3004,
  exposes: { './App': './src/App.tsx' },
  area: './src/area.ts',
});
