'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { percentile } = require('../src/percentile');
const { formatMs, formatSummary } = require('../src/format');
const { LatencyRecorder } = require('../src/recorder');

test('percentiles of small values interpolate between ranks', () => {
  assert.strictEqual(percentile([4, 1, 3, 2], 50), 2.5);
  assert.strictEqual(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
  assert.throws(() => percentile([1], 101), RangeError);
});

test('percentiles of millisecond timings', () => {
  const ms = [8, 95, 12, 240, 31, 9, 150, 60, 18, 1200];
  assert.strictEqual(percentile(ms, 50), 45.5);
  assert.strictEqual(percentile(ms, 0), 8);
  assert.strictEqual(percentile(ms, 100), 1200);
});

test('durations are formatted by size', () => {
  assert.deepStrictEqual([formatMs(0.42), formatMs(12.5), formatMs(1534), formatMs(NaN)], ['420µs', '12.5ms', '1.53s', '-']);
});

test('the recorder keeps the most recent samples per route', () => {
  const rec = new LatencyRecorder({ maxSamples: 3 });
  for (const ms of [1, 2, 3, 4]) rec.record('GET /a', ms);
  rec.record('GET /b', 5);
  assert.deepStrictEqual(rec.routes(), ['GET /a', 'GET /b']);
  assert.deepStrictEqual(rec.summary('GET /a'), { count: 3, min: 2, max: 4, p50: 3, p95: 3.9, p99: 3.98 });
  assert.throws(() => rec.record('GET /a', -1), TypeError);
});

test('a route summary line for the metrics page', () => {
  const rec = new LatencyRecorder();
  for (const ms of [20, 100, 30, 10, 40]) rec.record('GET /users', ms);
  assert.strictEqual(formatSummary('GET /users', rec.summary('GET /users')), 'GET /users: n=5 min=10ms p50=30ms p95=88ms p99=97.6ms max=100ms');
});
