'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { pathToRegexp, match, parse } = require('../src/index');

test('parse splits a path into strings and keys', () => {
  assert.deepStrictEqual(parse('/user/:id'), [
    '/user',
    { name: 'id', prefix: '/', pattern: '[^\\/#\\?]+?', modifier: '' },
  ]);
});

test('match extracts decoded params', () => {
  const fn = match('/user/:id/files/:name');
  assert.deepStrictEqual(fn('/user/42/files/caf%C3%A9.txt'), {
    path: '/user/42/files/caf%C3%A9.txt',
    index: 0,
    params: { id: '42', name: 'café.txt' },
  });
  assert.strictEqual(fn('/user/42'), false);
});

test('custom patterns and optional params', () => {
  const fn = match('/posts/:year(\\d+)/:slug?');
  assert.deepStrictEqual(fn('/posts/2024/hello-world').params, { year: '2024', slug: 'hello-world' });
  assert.deepStrictEqual(fn('/posts/2024').params, { year: '2024' });
  assert.strictEqual(fn('/posts/latest'), false);
});

test('literal dots are escaped', () => {
  const re = pathToRegexp('/robots.txt');
  assert.ok(re.test('/robots.txt'));
  assert.ok(!re.test('/robotsXtxt'));
});

test('matching is case insensitive by default', () => {
  const fn = match('/api/users/:id');
  assert.deepStrictEqual(fn('/API/Users/7').params, { id: '7' });
});

test('sensitive option makes matching case sensitive', () => {
  const re = pathToRegexp('/api/users', [], { sensitive: true });
  assert.ok(re.test('/api/users'));
  assert.ok(!re.test('/API/users'));
});

test('strict and end options', () => {
  assert.ok(pathToRegexp('/admin').test('/admin/'));
  assert.ok(!pathToRegexp('/admin', [], { strict: true }).test('/admin/'));
  assert.ok(pathToRegexp('/admin', [], { end: false }).test('/admin/settings'));
});

test('missing parameter name throws', () => {
  assert.throws(() => parse('/user/:/edit'), TypeError);
});
