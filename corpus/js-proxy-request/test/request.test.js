'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Request } = require('../src/request');

const direct = {
  url: '/cart?id=3',
  encrypted: false,
  remoteAddress: '10.0.0.8',
  headers: { host: 'shop.example:8080' },
};

const behindProxy = {
  url: '/cart?id=3',
  encrypted: false,
  remoteAddress: '10.0.0.2',
  headers: {
    host: 'internal:3000',
    'x-forwarded-proto': 'HTTPS',
    'x-forwarded-for': '203.0.113.9, 10.0.0.1',
  },
};

test('direct plain connection', () => {
  const req = new Request(direct);
  assert.strictEqual(req.protocol, 'http');
  assert.strictEqual(req.secure, false);
  assert.strictEqual(req.hostname, 'shop.example');
  assert.strictEqual(req.ip, '10.0.0.8');
});

test('proxy headers are ignored unless the proxy is trusted', () => {
  const req = new Request(behindProxy);
  assert.strictEqual(req.protocol, 'http');
  assert.strictEqual(req.ip, '10.0.0.2');
});

test('trusted proxy: client ip and scheme come from X-Forwarded-*', () => {
  const req = new Request(behindProxy, { trustProxy: true });
  assert.strictEqual(req.ip, '203.0.113.9');
  assert.strictEqual(req.protocol, 'https');
  assert.strictEqual(req.secure, true);
});

test('trusted proxy: original url', () => {
  const req = new Request(
    { ...behindProxy, headers: { ...behindProxy.headers, 'x-forwarded-host': 'shop.example' } },
    { trustProxy: true },
  );
  assert.strictEqual(req.originalUrl, 'https://shop.example/cart?id=3');
});

test('trusted proxy without forwarded headers falls back to the socket', () => {
  const req = new Request(
    { url: '/', encrypted: true, remoteAddress: '10.0.0.3', headers: { host: 'shop.example' } },
    { trustProxy: true },
  );
  assert.strictEqual(req.protocol, 'https');
  assert.strictEqual(req.ip, '10.0.0.3');
  assert.strictEqual(req.originalUrl, 'https://shop.example/');
});
