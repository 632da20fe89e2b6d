'use strict';

const test = require('node:test');
const assert = require('node:assert');
const truncate = require('../src/truncate');

const string = 'hi-diddly-ho there, neighborino';

test('truncate should use a default `length` of `30`', () => {
  assert.strictEqual(truncate(string), 'hi-diddly-ho there, neighbo...');
});

test('truncate should not truncate if `string` is <= `length`', () => {
  assert.strictEqual(truncate(string, { length: string.length }), string);
  assert.strictEqual(truncate(string, { length: string.length + 2 }), string);
});

test('truncate should truncate string the given length', () => {
  assert.strictEqual(truncate(string, { length: 24 }), 'hi-diddly-ho there, n...');
});

test('truncate should support a `omission` option', () => {
  assert.strictEqual(truncate(string, { omission: ' [...]' }), 'hi-diddly-ho there, neig [...]');
});

test('truncate should support empty `omission` option', () => {
  assert.strictEqual(truncate(string, { omission: '' }), 'hi-diddly-ho there, neighborin');
});

test('truncate should support a `length` option smaller than the omission', () => {
  assert.strictEqual(truncate(string, { length: 2 }), '...');
  assert.strictEqual(truncate(string, { length: 4 }), 'h...');
});

test('truncate should support a `separator` option', () => {
  assert.strictEqual(truncate(string, { length: 24, separator: ' ' }), 'hi-diddly-ho there,...');
  assert.strictEqual(truncate(string, { length: 24, separator: /,? +/ }), 'hi-diddly-ho there...');
  assert.strictEqual(truncate(string, { length: 24, separator: /,? +/g }), 'hi-diddly-ho there...');
});

test('truncate should count astral symbols as one character', () => {
  assert.strictEqual(truncate('🙈 see no evil, 🙉 hear no evil', { length: 12 }), '🙈 see no ...');
  assert.strictEqual(truncate('🙈🙉🙊 and some more text', { length: 8 }), '🙈🙉🙊 a...');
});

test('truncate should treat nullish values as empty strings', () => {
  assert.strictEqual(truncate(null), '');
  assert.strictEqual(truncate(undefined), '');
});
