'use strict';

const test = require('node:test');
const assert = require('node:assert');
const mimeTypes = require('../lib');

test('.lookup(extension)', () => {
  assert.strictEqual(mimeTypes.lookup('html'), 'text/html');
  assert.strictEqual(mimeTypes.lookup('.js'), 'application/javascript');
  assert.strictEqual(mimeTypes.lookup('/path/to/Page.HTML'), 'text/html');
  assert.strictEqual(mimeTypes.lookup('C:\\path\\to\\file.txt'), 'text/plain');
  assert.strictEqual(mimeTypes.lookup('.nope'), false);
  assert.strictEqual(mimeTypes.lookup(''), false);
});

test('.charset(type)', () => {
  assert.strictEqual(mimeTypes.charset('application/json'), 'UTF-8');
  assert.strictEqual(mimeTypes.charset('TEXT/HTML'), 'UTF-8');
  assert.strictEqual(mimeTypes.charset('image/png'), false);
  assert.strictEqual(mimeTypes.charset({}), false);
});

test('.contentType(extension or type)', () => {
  assert.strictEqual(mimeTypes.contentType('html'), 'text/html; charset=utf-8');
  assert.strictEqual(mimeTypes.contentType('file.json'), 'application/json; charset=utf-8');
  assert.strictEqual(mimeTypes.contentType('text/html; charset=iso-8859-1'), 'text/html; charset=iso-8859-1');
  assert.strictEqual(mimeTypes.contentType('unknown'), false);
});

test('.extension(type) for known types', () => {
  assert.strictEqual(mimeTypes.extension('text/html'), 'html');
  assert.strictEqual(mimeTypes.extension(' text/html'), 'html');
  assert.strictEqual(mimeTypes.extension('application/octet-stream; charset=utf-8'), 'bin');
  assert.strictEqual(mimeTypes.extension({}), false);
});

test('.extension(type) for types without extensions', () => {
  assert.strictEqual(mimeTypes.extension('application/x-bogus'), false);
  assert.strictEqual(mimeTypes.extension('application/x-www-form-urlencoded'), false);
  assert.strictEqual(mimeTypes.extension('text/x-unknown-legacy'), false);
});
