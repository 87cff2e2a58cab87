/**
 * The host: the one shared federation config with no exposes and no static remotes: the remotes'
 * manifest URLs come from public/config.json and are registered with the federation runtime when the shell loads.
 * Its frame's stylesheet goes into index.html (the login page's look, with no script for it).
 */
module.exports = require('@console/build/webpack').federatedApp({
  name: 'host',
  dir: __dirname,
  port: 3000,
  style: './src/frame/frame.css',
});
