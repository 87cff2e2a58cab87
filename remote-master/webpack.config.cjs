module.exports = require('@console/build/webpack').federatedApp({
  name: 'master',
  dir: __dirname,
  port: 3001,
  exposes: { './App': './src/App.tsx' },
  area: './src/area.ts',
});
