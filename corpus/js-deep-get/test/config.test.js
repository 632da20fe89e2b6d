'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Config } = require('../src/config');
const { toPath } = require('../src/path');

const defaults = {
  http: { port: 8080, proxy: 'http://proxy.internal:3128', retries: 3 },
  features: ['search'],
};
const local = {
  http: { port: 0, proxy: null, verbose: false },
  db: { replicas: [{ host: 'db-1' }, { host: 'db-2' }] },
};
const config = new Config(local, defaults);

test('toPath understands dots and brackets', () => {
  assert.deepStrictEqual(toPath('db.replicas[1].host'), ['db', 'replicas', 1, 'host']);
  assert.deepStrictEqual(toPath(['a', 0]), ['a', 0]);
});

test('the first layer with a key wins', () => {
  assert.strictEqual(config.get('http.retries'), 3);
  assert.strictEqual(config.get('db.replicas[1].host'), 'db-2');
  assert.strictEqual(config.get('features[0]'), 'search');
});

test('falsy local values are kept', () => {
  assert.strictEqual(config.get('http.port', 80), 0);
  assert.strictEqual(config.get('http.verbose', true), false);
});

test('fallback for missing keys', () => {
  assert.strictEqual(config.get('db.password', 'secret'), 'secret');
  assert.strictEqual(config.get('nope.deeper', 1), 1);
  assert.throws(() => config.require('db.name'), /missing config value/);
});

test('a local null switches the proxy off', () => {
  assert.strictEqual(config.get('http.proxy', 'http://fallback:3128'), null);
  assert.deepStrictEqual(config.pick(['http.proxy', 'http.port'], 'unset'), { 'http.proxy': null, 'http.port': 0 });
});
