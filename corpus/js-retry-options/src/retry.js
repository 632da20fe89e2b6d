'use strict';

const { resolveOptions } = require('./options');

function backoffDelay(attempt, opts) {
  return Math.min(opts.maxDelayMs, opts.minDelayMs * opts.factor ** attempt);
}

function isRetryable(err, opts) {
  if (err && typeof err.status === 'number') return opts.retryOn.includes(err.status);
  return Boolean(err && ['ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN'].includes(err.code));
}

// Calls fn(attempt) until it resolves, retrying retryable errors with exponential backoff.
async function withRetry(fn, userOptions) {
  const opts = resolveOptions(userOptions);
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= opts.retries || !isRetryable(err, opts)) throw err;
      await opts.sleep(backoffDelay(attempt, opts));
    }
  }
}

// Wraps an async function so every call goes through withRetry with the same options.
function retrying(fn, userOptions) {
  resolveOptions(userOptions); // fail fast on bad options
  return (...args) => withRetry(() => fn(...args), userOptions);
}

module.exports = { withRetry, retrying, backoffDelay, isRetryable };
