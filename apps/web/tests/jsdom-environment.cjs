const { TestEnvironment } = require('jest-environment-jsdom');

/** Node globals that jsdom leaves out but the app's libraries use: ky and the router. */
const NODE_GLOBALS = ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
