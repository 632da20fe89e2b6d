'use strict';

const test = require('node:test');
const assert = require('node:assert');
const preferredMediaTypes = require('../lib/negotiate');

test('no Accept header means every type', () => {
  assert.deepStrictEqual(preferredMediaTypes(undefined), ['*/*']);
  assert.deepStrictEqual(preferredMediaTypes(undefined, ['text/html', 'application/json']),
    ['text/html', 'application/json']);
});

test('orders by quality', () => {
  assert.deepStrictEqual(
    preferredMediaTypes('text/plain;q=0.5, text/html, application/json;q=0.8'),
    ['text/html', 'application/json', 'text/plain']);
});

test('more specific ranges win for provided types', () => {
  const accept = 'text/*;q=0.3, text/html;q=0.7, */*;q=0.5';
  assert.deepStrictEqual(preferredMediaTypes(accept, ['text/plain', 'text/html', 'image/png']),
    ['text/html', 'image/png', 'text/plain']);
});

test('media type parameters must match', () => {
  const accept = 'text/html;level=1, text/html;level=2;q=0.4';
  assert.deepStrictEqual(preferredMediaTypes(accept, ['text/html;level=2', 'text/html;level=1']),
    ['text/html;level=1', 'text/html;level=2']);
});

test('q=0 types are not acceptable', () => {
  assert.deepStrictEqual(preferredMediaTypes('text/html, application/xml;q=0'), ['text/html']);
});

test('a wildcard with a q=0 exclusion', () => {
  assert.deepStrictEqual(
    preferredMediaTypes('*/*, image/webp;q=0', ['image/webp', 'image/png']),
    ['image/png']);
});

test('an empty Accept header accepts nothing', () => {
  assert.deepStrictEqual(preferredMediaTypes('', ['text/html']), []);
});
