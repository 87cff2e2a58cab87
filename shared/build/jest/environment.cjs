/** jsdom plus the Fetch API of Node (jsdom has none; ky and the API clients need it). */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    // jsdom's own FormData stays: React 19 builds one from a <form> element, which Node's cannot.
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'Blob', 'File']) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
    // A test file that asserts styles keeps Emotion's in the document (setup.ts).
    g.documentStyles = Boolean(config.projectConfig.testEnvironmentOptions?.documentStyles);
  }
}

module.exports = JsdomWithFetch;
