/** jsdom plus the Fetch API of Node (jsdom has none; ky and the API clients need it). */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'Blob', 'File']) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
