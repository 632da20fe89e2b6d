'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { withRetry, backoffDelay } = require('../src/retry');
const { resolveOptions } = require('../src/options');

function httpError(status) {
  return Object.assign(new Error(`HTTP ${status}`), { status });
}

function flaky(failures, error) {
  const calls = [];
  const fn = async (attempt) => {
    calls.push(attempt);
    if (calls.length <= failures) throw error;
    return 'done';
  };
  return { fn, calls };
}

const noSleep = { sleep: async () => {} };

test('defaults', () => {
  const opts = resolveOptions();
  assert.strictEqual(opts.retries, 3);
  assert.strictEqual(opts.minDelayMs, 100);
});

test('recovers after transient failures', async () => {
  const { fn, calls } = flaky(2, httpError(503));
  assert.strictEqual(await withRetry(fn, noSleep), 'done');
  assert.deepStrictEqual(calls, [0, 1, 2]);
});

test('gives up after the configured retries', async () => {
  const { fn, calls } = flaky(10, httpError(502));
  await assert.rejects(withRetry(fn, { ...noSleep, retries: 1 }), /HTTP 502/);
  assert.strictEqual(calls.length, 2);
});

test('retries: 0 disables retrying', async () => {
  const { fn, calls } = flaky(1, Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
  await assert.rejects(withRetry(fn, { ...noSleep, retries: 0 }), /reset/);
  assert.deepStrictEqual(calls, [0]);
});

test('client errors are not retried', async () => {
  const { fn, calls } = flaky(1, httpError(404));
  await assert.rejects(withRetry(fn, noSleep), /HTTP 404/);
  assert.strictEqual(calls.length, 1);
});

test('backoff doubles up to the cap, and a zero minimum delay is kept', () => {
  const opts = resolveOptions({ maxDelayMs: 1000 });
  assert.deepStrictEqual([0, 1, 2, 3, 4].map((a) => backoffDelay(a, opts)), [100, 200, 400, 800, 1000]);
  assert.strictEqual(backoffDelay(3, resolveOptions({ minDelayMs: 0 })), 0);
});

test('sleeps between attempts', async () => {
  const slept = [];
  const { fn } = flaky(3, httpError(429));
  await withRetry(fn, { sleep: async (ms) => slept.push(ms) });
  assert.deepStrictEqual(slept, [100, 200, 400]);
});

test('retrying() wraps a function', async () => {
  const { fn, calls } = flaky(1, httpError(500));
  const wrapped = require('../src/retry').retrying(fn, noSleep);
  assert.strictEqual(await wrapped(), 'done');
  assert.strictEqual(calls.length, 2);
});
