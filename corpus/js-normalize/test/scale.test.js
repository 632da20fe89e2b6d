'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { normalize, clampAll } = require('../src/scale');

test('normalize nothing', () => {
  assert.deepEqual(normalize([]), []);
});

test('normalize a constant series', () => {
  assert.deepEqual(normalize([5, 5]), [0, 0]);
});

test('clampAll', () => {
  assert.deepEqual(clampAll([-5, 3, 12], 0, 10), [0, 3, 10]);
});

test('normalize two points', () => {
  assert.deepEqual(normalize([0, 10]), [0, 1]);
});

test('normalize three points', () => {
  assert.deepEqual(normalize([2, 4, 6]), [0, 0.5, 1]);
});
