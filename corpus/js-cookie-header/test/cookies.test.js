'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parseCookies, serializeCookie } = require('../src/cookies');

test('simple cookies', () => {
  assert.deepStrictEqual({ ...parseCookies('sid=abc123; theme=dark') }, { sid: 'abc123', theme: 'dark' });
});

test('empty or missing header', () => {
  assert.deepStrictEqual({ ...parseCookies('') }, {});
  assert.deepStrictEqual({ ...parseCookies(undefined) }, {});
});

test('percent-encoded and quoted values', () => {
  const c = parseCookies('name=J%C3%BCrgen%20M; cart="a%2Cb"; flag=');
  assert.strictEqual(c.name, 'Jürgen M');
  assert.strictEqual(c.cart, 'a,b');
  assert.strictEqual(c.flag, '');
});

test('values that are not valid percent-encoding are kept as sent', () => {
  const c = parseCookies('discount=100%; ref=50%off; sid=abc');
  assert.strictEqual(c.discount, '100%');
  assert.strictEqual(c.ref, '50%off');
  assert.strictEqual(c.sid, 'abc');
});

test('first occurrence wins and junk is skipped', () => {
  const c = parseCookies('sid=first; junk; =nameless; sid=second');
  assert.deepStrictEqual({ ...c }, { sid: 'first' });
});

test('serialize round-trips through parse', () => {
  const header = serializeCookie('greeting', 'hello world; bye', { maxAge: 3600.7 });
  assert.strictEqual(header, 'greeting=hello%20world%3B%20bye; Path=/; Max-Age=3600; HttpOnly');
  assert.strictEqual(parseCookies(header.split('; Path')[0]).greeting, 'hello world; bye');
});
