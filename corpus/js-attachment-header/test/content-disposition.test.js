'use strict';

const test = require('node:test');
const assert = require('node:assert');
const contentDisposition = require('..');

test('contentDisposition() should create an attachment header', () => {
  assert.strictEqual(contentDisposition(), 'attachment');
});

test('contentDisposition(filename) should create a header with file name', () => {
  assert.strictEqual(contentDisposition('plans.pdf'), 'attachment; filename="plans.pdf"');
  assert.strictEqual(contentDisposition('/path/to/plans.pdf'), 'attachment; filename="plans.pdf"');
});

test('should escape quotes', () => {
  assert.strictEqual(contentDisposition('the "plans".pdf'), 'attachment; filename="the \\"plans\\".pdf"');
});

test('should include filename* for non-latin1 names', () => {
  assert.strictEqual(contentDisposition('€ rates.pdf'),
    'attachment; filename="? rates.pdf"; filename*=UTF-8\'\'%E2%82%AC%20rates.pdf');
  assert.strictEqual(contentDisposition('планы.pdf'),
    'attachment; filename="?????.pdf"; filename*=UTF-8\'\'%D0%BF%D0%BB%D0%B0%D0%BD%D1%8B.pdf');
});

test('should percent-encode reserved characters in filename*', () => {
  assert.strictEqual(contentDisposition('€ (draft).pdf'),
    'attachment; filename="? (draft).pdf"; filename*=UTF-8\'\'%E2%82%AC%20%28draft%29.pdf');
  assert.strictEqual(contentDisposition("it's €5*2.txt"),
    'attachment; filename="it\'s ?5*2.txt"; filename*=UTF-8\'\'it%27s%20%E2%82%AC5%2A2.txt');
});

test('should use a string fallback', () => {
  assert.strictEqual(contentDisposition('€ rates.pdf', { fallback: 'EURO rates.pdf' }),
    'attachment; filename="EURO rates.pdf"; filename*=UTF-8\'\'%E2%82%AC%20rates.pdf');
});

test('should not add fallback when disabled', () => {
  assert.strictEqual(contentDisposition('€ rates.pdf', { fallback: false }),
    'attachment; filename*=UTF-8\'\'%E2%82%AC%20rates.pdf');
});

test('should accept a type option and reject bad arguments', () => {
  assert.strictEqual(contentDisposition('plans.pdf', { type: 'inline' }), 'inline; filename="plans.pdf"');
  assert.throws(() => contentDisposition(42), TypeError);
  assert.throws(() => contentDisposition('plans.pdf', { type: 'in line' }), TypeError);
  assert.throws(() => contentDisposition('plans.pdf', { fallback: '€.pdf' }), TypeError);
});
