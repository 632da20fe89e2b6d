'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { LruCache } = require('../src/lru');
const { memoize } = require('../src/memo');

test('keeps up to capacity entries', () => {
  const c = new LruCache(2);
  c.set('a', 1).set('b', 2);
  assert.deepStrictEqual(c.keys(), ['a', 'b']);
  assert.strictEqual(c.get('a'), 1);
});

test('evicts the least recently used entry', () => {
  const c = new LruCache(2);
  c.set('a', 1).set('b', 2);
  c.get('a');
  c.set('c', 3);
  assert.deepStrictEqual(c.keys(), ['a', 'c']);
  assert.strictEqual(c.evictions, 1);
});

test('rejects a capacity of zero', () => {
  assert.throws(() => new LruCache(0), RangeError);
});

test('missing keys read as undefined', () => {
  assert.strictEqual(new LruCache().get('x'), undefined);
});

test('memoize calls the function once per argument list', () => {
  let calls = 0;
  const square = memoize((x) => { calls += 1; return x * x; }, 4);
  square(3); square(3); square(4);
  assert.strictEqual(calls, 2);
});
