'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parseDuration, formatDuration } = require('../src/duration');
const { loadConfig, ConfigError } = require('../src/config');

test('durations with units', () => {
  assert.strictEqual(parseDuration('250ms'), 250);
  assert.strictEqual(parseDuration('1.5h'), 5400000);
  assert.strictEqual(formatDuration(90000), '90s');
});

test('an invalid duration is refused', () => {
  assert.throws(() => parseDuration('soon'), TypeError);
});

test('defaults', () => {
  assert.deepStrictEqual(loadConfig({}), {
    port: 3000,
    requestTimeoutMs: 30000,
    shutdownGraceMs: 10000,
    cacheTtlMs: 300000,
    logLevel: 'info',
  });
});

test('a bare number of seconds', () => {
  const config = loadConfig({ REQUEST_TIMEOUT: '45', SHUTDOWN_GRACE: '2' });
  assert.strictEqual(config.requestTimeoutMs, 45000);
  assert.strictEqual(config.shutdownGraceMs, 2000);
});

test('cache TTL is in minutes', () => {
  assert.strictEqual(loadConfig({ CACHE_TTL: '15' }).cacheTtlMs, 900000);
});

test('a bad value names the variable', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), ConfigError);
  assert.throws(() => loadConfig({ REQUEST_TIMEOUT: 'forever' }), /REQUEST_TIMEOUT/);
});
