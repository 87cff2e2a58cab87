/**
 * Jest's own runtime, with each module's compiled code kept for the worker's next test file.
 *
 * Every test file starts a fresh module registry, so Jest compiles every module it loads again for each file
 * (`vm.compileFunction`: React, Chakra's ~1,500 modules, the kit), and V8 keeps no cache of that call. Here a worker
 * keeps V8's code cache of each module it compiled, by file name, and hands it back when the same file with the
 * same source is compiled again: V8 then reads the cache instead of parsing the source. Modules still run afresh
 * in each test file; only their compilation is shared. A cache V8 refuses (another source, other flags) only costs
 * the compilation it would have cost anyway.
 */
const vm = require('node:vm');

const compileFunction = vm.compileFunction;
/** file name → its source and V8's code cache of it, for this worker's life. */
const compiled = new Map();

vm.compileFunction = function compileWithCodeCache(code, params, options) {
  const filename = options?.filename;
  if (!filename) return compileFunction(code, params, options);
  const known = compiled.get(filename);
  if (known?.code === code) return compileFunction(code, params, { ...options, cachedData: known.cachedData });
  const fn = compileFunction(code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) compiled.set(filename, { code, cachedData: fn.cachedData });
  return fn;
};

module.exports = require('jest-runtime');
