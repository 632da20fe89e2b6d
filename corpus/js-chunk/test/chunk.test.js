'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { chunk, unchunk } = require('../src/chunk');

test('chunk of an empty array', () => {
  assert.deepEqual(chunk([], 3), []);
});

test('chunk rejects a zero size', () => {
  assert.throws(() => chunk([1, 2], 0), RangeError);
});

test('unchunk joins the pieces', () => {
  assert.deepEqual(unchunk([[1, 2], [3]]), [1, 2, 3]);
});

test('chunk into pairs', () => {
  assert.deepEqual(chunk([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
});

test('chunk into singletons', () => {
  assert.deepEqual(chunk(['a', 'b'], 1), [['a'], ['b']]);
});
