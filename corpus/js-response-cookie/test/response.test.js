'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Response } = require('../lib/response');

function expiresOf(header) {
  return Date.parse(/Expires=([^;]+)/.exec(header)[1]);
}

test('plain cookie gets the root path', () => {
  const res = new Response().cookie('theme', 'dark');
  assert.strictEqual(res.headers['set-cookie'], 'theme=dark; Path=/');
});

test('object values are JSON encoded', () => {
  const res = new Response().cookie('cart', { items: 2 });
  assert.strictEqual(res.headers['set-cookie'], 'cart=j%3A%7B%22items%22%3A2%7D; Path=/');
});

test('maxAge sets Expires relative to now', () => {
  const before = Date.now();
  const res = new Response().cookie('sid', 'abc', { maxAge: 3600 * 1000, httpOnly: true });
  const expires = expiresOf(res.headers['set-cookie']);
  assert.ok(expires >= Math.floor(before / 1000) * 1000 + 3600 * 1000 - 1000);
  assert.ok(expires <= Date.now() + 3600 * 1000);
  assert.match(res.headers['set-cookie'], /; HttpOnly$/);
});

test('maxAge is sent in seconds', () => {
  const res = new Response().cookie('sid', 'abc', { maxAge: 60000 });
  assert.match(res.headers['set-cookie'], /^sid=abc; Max-Age=60; Path=\/; Expires=/);
});

test('maxAge zero expires the cookie now', () => {
  const res = new Response().cookie('sid', 'abc', { maxAge: 0 });
  assert.match(res.headers['set-cookie'], /Max-Age=0;/);
});

test('several cookies are kept', () => {
  const res = new Response().cookie('a', '1').cookie('b', '2', { sameSite: 'lax', secure: true });
  assert.deepStrictEqual(res.headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/; Secure; SameSite=Lax']);
});

test('clearCookie sends an expired cookie', () => {
  const res = new Response().clearCookie('sid', { path: '/admin' });
  assert.strictEqual(res.headers['set-cookie'], 'sid=; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
});
