'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parse, stringify } = require('../src/query');

test('parses simple pairs', () => {
  assert.deepStrictEqual(parse('?page=2&sort=name'), { page: '2', sort: 'name' });
});

test('collects repeated keys', () => {
  assert.deepStrictEqual(parse('tag=a&tag=b&tag=c'), { tag: ['a', 'b', 'c'] });
});

test('keys without a value', () => {
  assert.deepStrictEqual(parse('debug&x='), { debug: '', x: '' });
});

test('decodes percent-encoded values', () => {
  assert.deepStrictEqual(parse('q=caf%C3%A9%20au%20lait'), { q: 'café au lait' });
});

test('round trip through stringify', () => {
  const obj = { name: 'Ada Lovelace', langs: ['en', 'fr'] };
  assert.deepStrictEqual(parse(stringify(obj)), obj);
});

test('empty query', () => {
  assert.deepStrictEqual(parse(''), {});
});
