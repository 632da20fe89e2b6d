'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { latencySummary, slowRequests } = require('../src/report');
const { percentileOf } = require('../src/stats');

test('percentileOf uses the nearest rank', () => {
  const sorted = [15, 20, 35, 40, 50];
  assert.strictEqual(percentileOf(sorted, 30), 20);
  assert.strictEqual(percentileOf(sorted, 100), 50);
  assert.strictEqual(percentileOf(sorted, 0), 15);
});

test('single-digit latencies', () => {
  const s = latencySummary([7, 3, 9, 1, 5]);
  assert.deepStrictEqual(s, { count: 5, min: 1, max: 9, mean: 5, p50: 5, p95: 9, p99: 9 });
});

test('does not reorder the input', () => {
  const input = [3, 1, 2];
  latencySummary(input);
  assert.deepStrictEqual(input, [3, 1, 2]);
});

test('realistic latencies', () => {
  const s = latencySummary([120, 85, 97, 1030, 240, 88, 101, 95, 310, 99]);
  assert.strictEqual(s.min, 85);
  assert.strictEqual(s.max, 1030);
  assert.strictEqual(s.p50, 99);
  assert.strictEqual(s.p95, 1030);
});

test('custom percentiles', () => {
  const s = latencySummary([250, 40, 1200, 60, 75, 90, 500, 30], [25, 75]);
  assert.deepStrictEqual([s.p25, s.p75], [40, 250]);
});

test('empty input', () => {
  const s = latencySummary([]);
  assert.strictEqual(s.count, 0);
  assert.ok(Number.isNaN(s.p50));
});

test('slow requests, slowest first', () => {
  const reqs = [{ path: '/a', ms: 80 }, { path: '/b', ms: 1200 }, { path: '/c', ms: 300 }];
  assert.deepStrictEqual(slowRequests(reqs, 250), ['/b 1200ms', '/c 300ms']);
});
