'use strict';

module.exports = Object.freeze({
  retries: 3,          // attempts after the first one
  minDelayMs: 100,
  maxDelayMs: 5000,
  factor: 2,
  retryOn: [408, 429, 500, 502, 503, 504],
});
