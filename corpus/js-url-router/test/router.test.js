'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Router } = require('../src/router');

function app(options) {
  return new Router(options)
    .add('GET', '/', 'home')
    .add('GET', '/users/:id', 'showUser')
    .add('DELETE', '/users/:id', 'deleteUser')
    .add('GET', '/files/*path', 'download');
}

test('named parameters are decoded', () => {
  const r = app().resolve('GET', '/users/ann%20lee?tab=posts');
  assert.strictEqual(r.handler, 'showUser');
  assert.deepStrictEqual(r.params, { id: 'ann lee' });
});

test('a wildcard takes the rest of the path', () => {
  assert.deepStrictEqual(app().resolve('GET', '/files/docs/a.txt').params, { path: 'docs/a.txt' });
});

test('the root path', () => {
  assert.strictEqual(app().resolve('GET', '/').handler, 'home');
});

test('unknown paths and wrong methods', () => {
  assert.deepStrictEqual(app().resolve('GET', '/nothing'), { status: 404 });
  assert.deepStrictEqual(app().resolve('POST', '/users/7'), { status: 405, allow: ['GET', 'DELETE'] });
});

test('a trailing slash is ignored by default', () => {
  const r = app().resolve('get', '/users/7/');
  assert.strictEqual(r.handler, 'showUser');
  assert.deepStrictEqual(r.params, { id: '7' });
});

test('strict routers keep the trailing slash', () => {
  assert.deepStrictEqual(app({ strictSlash: true }).resolve('GET', '/users/7/'), { status: 404 });
});
