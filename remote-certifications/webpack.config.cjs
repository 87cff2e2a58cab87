module.exports = require('@console/build/webpack').federatedApp({
  name: 'certifications',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/App.tsx' },
  area: './src/area.ts',
});
