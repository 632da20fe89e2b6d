'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { match, parse, pathToRegexp } = require('../src/index');

const plain = (result) => result && { ...result, params: { ...result.params } };

test('parse splits a path into strings and keys', () => {
  assert.deepStrictEqual(parse('/users/:id'), [
    '/users',
    { name: 'id', prefix: '/', suffix: '', pattern: '[^\\/#\\?]+?', modifier: '' },
  ]);
  assert.deepStrictEqual(parse('/a\\:b'), ['/a:b']);
  assert.throws(() => parse('/:'), TypeError);
});

test('pathToRegexp collects keys and matches the route', () => {
  const keys = [];
  const re = pathToRegexp('/repos/:owner/:repo', keys);
  assert.deepStrictEqual(keys.map((k) => k.name), ['owner', 'repo']);
  assert.ok(re.test('/repos/nodejs/node'));
  assert.ok(re.test('/repos/nodejs/node/'));
  assert.ok(!re.test('/repos/nodejs'));
  assert.ok(!pathToRegexp('/a', [], { strict: true }).test('/a/'));
  assert.ok(pathToRegexp('/a', [], { end: false }).test('/a/b'));
});

test('match returns the path and params', () => {
  const fn = match('/users/:id');
  assert.deepStrictEqual(plain(fn('/users/123')), { path: '/users/123', index: 0, params: { id: '123' } });
  assert.deepStrictEqual(plain(fn('/USERS/7')), { path: '/USERS/7', index: 0, params: { id: '7' } });
});

test('match returns false when the path does not match', () => {
  const fn = match('/users/:id');
  assert.strictEqual(fn('/posts/1'), false);
  assert.strictEqual(fn('/users'), false);
  assert.strictEqual(fn('/users/1/edit'), false);
});

test('match splits repeated params', () => {
  const fn = match('/files/:path+');
  assert.deepStrictEqual(fn('/files/a/b/c.txt').params.path, ['a', 'b', 'c.txt']);
  assert.strictEqual(fn('/files'), false);
});

test('match decodes params', () => {
  const fn = match('/search/:query', { decode: decodeURIComponent });
  assert.deepStrictEqual(plain(fn('/search/caf%C3%A9')).params, { query: 'café' });
});

test('optional params that are absent are left out of params', () => {
  const fn = match('/blog/:year/:slug?', { decode: decodeURIComponent });
  assert.deepStrictEqual(plain(fn('/blog/2024/hello%20world')).params, { year: '2024', slug: 'hello world' });
  assert.deepStrictEqual(plain(fn('/blog/2024')).params, { year: '2024' });
});

test('zero-or-more params may be absent', () => {
  const fn = match('/docs/:rest*');
  assert.deepStrictEqual(plain(fn('/docs/api/v2')).params, { rest: ['api', 'v2'] });
  assert.deepStrictEqual(plain(fn('/docs')).params, {});
});
