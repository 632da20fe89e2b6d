'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Cors } = require('../src/cors');
const { normalizeOrigin } = require('../src/origins');

const cors = new Cors({
  origins: ['https://app.example.com', 'https://*.example.org/', 'http://localhost:3000'],
  credentials: true,
});

test('origins are normalized', () => {
  assert.strictEqual(normalizeOrigin('HTTPS://App.Example.com:443/'), 'https://app.example.com');
  assert.strictEqual(normalizeOrigin('not a url'), null);
});

test('an exact origin is allowed', () => {
  assert.deepStrictEqual(cors.headers('GET', { origin: 'https://app.example.com' }), {
    'access-control-allow-origin': 'https://app.example.com',
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  });
});

test('other origins get no CORS headers', () => {
  assert.deepStrictEqual(cors.headers('GET', { origin: 'https://evil.example' }), {});
  assert.deepStrictEqual(cors.headers('GET', {}), {});
  assert.deepStrictEqual(cors.headers('GET', { origin: 'http://localhost:3001' }), {});
});

test('subdomains match a wildcard rule', () => {
  const h = cors.headers('GET', { origin: 'https://eu.shop.example.org' });
  assert.strictEqual(h['access-control-allow-origin'], 'https://eu.shop.example.org');
});

test('a wildcard rule does not match the bare domain or another scheme', () => {
  assert.deepStrictEqual(cors.headers('GET', { origin: 'https://example.org' }), {});
  assert.deepStrictEqual(cors.headers('GET', { origin: 'http://eu.example.org' }), {});
});

test('preflight requests list the methods', () => {
  const h = new Cors({ origins: ['*'], methods: ['get', 'put'] }).headers('OPTIONS', { origin: 'https://x.test' });
  assert.strictEqual(h['access-control-allow-methods'], 'GET, PUT');
  assert.strictEqual(h['access-control-max-age'], '600');
});
