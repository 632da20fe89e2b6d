'use strict';

const test = require('node:test');
const assert = require('node:assert');
const deepmerge = require('../src');

test('adds keys in target that do not exist at the root', () => {
  const src = { key1: 'value1', key2: 'value2' };
  assert.deepStrictEqual(deepmerge({}, src), src);
});

test('merges nested objects into target', () => {
  const target = { key1: { subkey1: 'value1', subkey2: 'value2' } };
  const src = { key1: { subkey1: 'changed', subkey3: 'added' } };
  assert.deepStrictEqual(deepmerge(target, src), {
    key1: { subkey1: 'changed', subkey2: 'value2', subkey3: 'added' },
  });
  assert.deepStrictEqual(target, { key1: { subkey1: 'value1', subkey2: 'value2' } });
});

test('replaces an object with an array and vice versa', () => {
  assert.deepStrictEqual(deepmerge({ key: { a: 1 } }, { key: ['x'] }), { key: ['x'] });
  assert.deepStrictEqual(deepmerge({ key: ['x'] }, { key: { a: 1 } }), { key: { a: 1 } });
});

test('appends source arrays to target arrays', () => {
  const target = { plugins: ['eslint', 'prettier'] };
  const src = { plugins: ['jest'] };
  assert.deepStrictEqual(deepmerge(target, src), { plugins: ['eslint', 'prettier', 'jest'] });
});

test('merges top-level arrays in order', () => {
  assert.deepStrictEqual(deepmerge([1, 2], [3]), [1, 2, 3]);
});

test('custom arrayMerge overrides the default', () => {
  const overwrite = (destination, source) => source;
  assert.deepStrictEqual(deepmerge([1, 2, 3], [3, 2], { arrayMerge: overwrite }), [3, 2]);
});

test('does not merge special objects', () => {
  const date = new Date(0);
  const merged = deepmerge({ when: new Date(5) }, { when: date, re: /x/ });
  assert.strictEqual(merged.when, date);
  assert.ok(merged.re instanceof RegExp);
});

test('deepmerge.all merges many objects', () => {
  const merged = deepmerge.all([{ a: 1 }, { b: { c: 2 } }, { b: { d: 3 } }]);
  assert.deepStrictEqual(merged, { a: 1, b: { c: 2, d: 3 } });
  assert.throws(() => deepmerge.all({}), /should be an array/);
});
