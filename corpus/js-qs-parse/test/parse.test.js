'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parse } = require('../src/parse');

test('simple pairs', () => {
  assert.deepStrictEqual(parse('a=b&c=d'), { a: 'b', c: 'd' });
  assert.deepStrictEqual(parse('?page=2'), { page: '2' });
  assert.deepStrictEqual(parse(''), {});
});

test('spaces written as + or %20', () => {
  assert.deepStrictEqual(parse('q=red+shoes&city=New%20York'), { q: 'red shoes', city: 'New York' });
});

test('encoded reserved characters in values', () => {
  assert.deepStrictEqual(parse('q=fish%26chips&next=%2Fcart%3Fstep%3D2'), { q: 'fish&chips', next: '/cart?step=2' });
});

test('encoded brackets in keys', () => {
  assert.deepStrictEqual(parse('filter%5Bcolor%5D=blue'), { filter: { color: 'blue' } });
});

test('nested keys and arrays', () => {
  assert.deepStrictEqual(parse('user[name]=ann&user[langs][]=js&user[langs][]=go'), {
    user: { name: 'ann', langs: ['js', 'go'] },
  });
});

test('repeated keys become arrays', () => {
  assert.deepStrictEqual(parse('tag=a&tag=b&tag=c'), { tag: ['a', 'b', 'c'] });
});

test('malformed escapes are kept as they are', () => {
  assert.deepStrictEqual(parse('pct=100%&ok=%E2%9C%93'), { pct: '100%', ok: '\u2713' });
});

test('keys without values', () => {
  assert.deepStrictEqual(parse('debug&verbose='), { debug: '', verbose: '' });
});
