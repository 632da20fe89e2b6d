'use strict';

const { LruCache } = require('./lru');

/** `fn` with its results cached by the JSON of its arguments. */
function memoize(fn, capacity) {
  const cache = new LruCache(capacity);
  const wrapped = (...args) => {
    const key = JSON.stringify(args);
    if (cache.has(key)) return cache.get(key);
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
  wrapped.cache = cache;
  return wrapped;
}

module.exports = { memoize };
