'use strict';

const DEFAULTS = require('./defaults');

function resolveOptions(user = {}) {
  const opts = {
    retries: user.retries || DEFAULTS.retries,
    minDelayMs: user.minDelayMs ?? DEFAULTS.minDelayMs,
    maxDelayMs: user.maxDelayMs ?? DEFAULTS.maxDelayMs,
    factor: user.factor ?? DEFAULTS.factor,
    retryOn: user.retryOn ?? DEFAULTS.retryOn,
    sleep: user.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
  if (!Number.isInteger(opts.retries) || opts.retries < 0) {
    throw new RangeError(`retries must be a non-negative integer, got ${opts.retries}`);
  }
  if (opts.minDelayMs > opts.maxDelayMs) {
    throw new RangeError('minDelayMs is larger than maxDelayMs');
  }
  return opts;
}

module.exports = { resolveOptions };
