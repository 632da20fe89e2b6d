'use strict';

const test = require('node:test');
const assert = require('node:assert');
const contentType = require('../src');

test('parse: basic type', () => {
  const type = contentType.parse('text/html');
  assert.strictEqual(type.type, 'text/html');
  assert.deepStrictEqual(Object.keys(type.parameters), []);
});

test('parse: type with suffix and lower-cases it', () => {
  assert.strictEqual(contentType.parse('IMAGE/SVG+XML').type, 'image/svg+xml');
  assert.strictEqual(contentType.parse(' text/html ').type, 'text/html');
});

test('parse: parameters', () => {
  const type = contentType.parse('text/html; charset=utf-8; foo=bar');
  assert.strictEqual(type.type, 'text/html');
  assert.strictEqual(type.parameters.charset, 'utf-8');
  assert.strictEqual(type.parameters.foo, 'bar');
});

test('parse: quoted parameter values', () => {
  const type = contentType.parse('text/html; charset="UTF-8"; foo="\\"bar\\""');
  assert.strictEqual(type.parameters.charset, 'UTF-8');
  assert.strictEqual(type.parameters.foo, '"bar"');
});

test('parse: parameter names are case-insensitive', () => {
  const type = contentType.parse('text/html; Charset=UTF-8');
  assert.deepStrictEqual({ ...type.parameters }, { charset: 'UTF-8' });
});

test('parse: mixed-case header from a proxy', () => {
  const type = contentType.parse('Text/HTML; CHARSET=iso-8859-1; Boundary=xyz');
  const round = contentType.format(type);
  assert.strictEqual(round, 'text/html; boundary=xyz; charset=iso-8859-1');
});

test('parse: rejects invalid input', () => {
  assert.throws(() => contentType.parse('text/'), /invalid media type/);
  assert.throws(() => contentType.parse('text/html; charset'), /invalid parameter format/);
  assert.throws(() => contentType.parse(''), /argument string is required/);
});

test('format: type and sorted parameters', () => {
  const str = contentType.format({ type: 'text/html', parameters: { foo: 'bar', charset: 'utf-8' } });
  assert.strictEqual(str, 'text/html; charset=utf-8; foo=bar');
  assert.strictEqual(contentType.format({ type: 'text/html', parameters: { foo: 'bar baz' } }),
    'text/html; foo="bar baz"');
  assert.throws(() => contentType.format({ type: 'text/' }), /invalid type/);
});
