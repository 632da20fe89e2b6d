'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { flattenDepth, depthOf } = require('../src/flatten');

test('flatten an empty array', () => {
  assert.deepEqual(flattenDepth([]), []);
});

test('depth of nested arrays', () => {
  assert.equal(depthOf([1, [2, [3]]]), 3);
});

test('one level by default', () => {
  assert.deepEqual(flattenDepth([1, [2, 3]]), [1, 2, 3]);
});

test('infinite depth', () => {
  assert.deepEqual(flattenDepth([1, [2, [3, [4]]]], Infinity), [1, 2, 3, 4]);
});

test('default depth keeps deeper nesting', () => {
  assert.deepEqual(flattenDepth([1, [2, [3, [4]]]]), [1, 2, [3, [4]]]);
});

test('depth zero returns a copy', () => {
  assert.deepEqual(flattenDepth([[1], 2], 0), [[1], 2]);
});
