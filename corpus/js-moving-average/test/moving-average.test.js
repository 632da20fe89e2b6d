'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { movingAverage } = require('../src/moving-average');

test('window as long as the input', () => {
  assert.deepEqual(movingAverage([1, 2, 3], 3), [2]);
});

test('input shorter than the window', () => {
  assert.deepEqual(movingAverage([4, 5], 3), []);
});

test('invalid window', () => {
  assert.throws(() => movingAverage([1], 0), RangeError);
});

test('window of two', () => {
  assert.deepEqual(movingAverage([1, 2, 3, 4, 5], 2), [1.5, 2.5, 3.5, 4.5]);
});

test('window of three over six values', () => {
  assert.deepEqual(movingAverage([3, 3, 3, 6, 6, 6], 3), [3, 4, 5, 6]);
});
