'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { diff, add, format } = require('../src/dates');
const { daysInMonth } = require('../src/utils');

const day = (s) => new Date(`${s}T00:00:00Z`);

test('diff in fixed-length units', () => {
  assert.strictEqual(diff(day('2024-03-10'), day('2024-03-01'), 'day'), 9);
  assert.strictEqual(diff(day('2024-03-01'), day('2024-03-10'), 'day'), -9);
  assert.strictEqual(diff(day('2024-03-02'), day('2024-03-01'), 'hour'), 24);
  assert.strictEqual(diff(day('2024-03-02'), day('2024-03-01')), 864e5);
});

test('diff of a date with itself is zero in every unit', () => {
  const d = day('2023-07-15');
  for (const unit of ['millisecond', 'second', 'day', 'week', 'month', 'quarter', 'year']) {
    assert.strictEqual(diff(d, d, unit), 0, unit);
  }
});

test('subscription age in months', () => {
  const started = day('2023-01-31');
  assert.strictEqual(diff(day('2023-04-15'), started, 'month'), 2);
  assert.strictEqual(diff(day('2024-02-01'), started, 'year'), 1);
  assert.strictEqual(diff(day('2023-10-01'), started, 'quarter'), 2);
});

test('months until a past deadline are negative', () => {
  assert.strictEqual(diff(day('2024-01-15'), day('2024-06-15'), 'month'), -5);
});

test('add clamps to the end of the month', () => {
  assert.strictEqual(format(add(day('2024-01-31'), 1, 'month')), '2024-02-29');
  assert.strictEqual(format(add(day('2023-01-31'), 1, 'month')), '2023-02-28');
  assert.strictEqual(format(add(day('2024-02-29'), 1, 'year')), '2025-02-28');
  assert.strictEqual(format(add(day('2024-03-01'), -1, 'day')), '2024-02-29');
});

test('days in month', () => {
  assert.deepStrictEqual([0, 1, 3].map((m) => daysInMonth(2024, m)), [31, 29, 30]);
});

test('unknown units are rejected', () => {
  assert.throws(() => diff(day('2024-01-01'), day('2024-01-02'), 'fortnight'), RangeError);
});
