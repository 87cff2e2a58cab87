/**
 * The host: the one shared federation config with no exposes and no static remotes: the remotes'
 * manifest URLs come from public/config.json at start-up and are registered with the federation runtime.
 */
module.exports = require('@console/build/webpack').federatedApp({ name: 'host', dir: __dirname, port: 3000 });
