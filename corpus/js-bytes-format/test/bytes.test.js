'use strict';

const test = require('node:test');
const assert = require('node:assert');
const bytes = require('../src/index');

test('should return null if input is invalid', () => {
  assert.strictEqual(bytes(undefined), null);
  assert.strictEqual(bytes(null), null);
  assert.strictEqual(bytes(true), null);
  assert.strictEqual(bytes(NaN), null);
  assert.strictEqual(bytes(Infinity), null);
  assert.strictEqual(bytes({}), null);
});

test('should parse strings with units', () => {
  assert.strictEqual(bytes('1KB'), 1024);
  assert.strictEqual(bytes('1kb'), 1024);
  assert.strictEqual(bytes('1.5MB'), 1572864);
  assert.strictEqual(bytes('1 GB'), 1073741824);
  assert.strictEqual(bytes('1TB'), 1099511627776);
  assert.strictEqual(bytes('-1KB'), -1024);
  assert.strictEqual(bytes('512'), 512);
  assert.strictEqual(bytes('abc'), null);
});

test('should convert numbers below a kilobyte to B', () => {
  assert.strictEqual(bytes(0), '0B');
  assert.strictEqual(bytes(10), '10B');
  assert.strictEqual(bytes(1023), '1023B');
  assert.strictEqual(bytes(-100), '-100B');
});

test('should convert numbers to KB', () => {
  assert.strictEqual(bytes(1024), '1KB');
  assert.strictEqual(bytes(1536), '1.5KB');
  assert.strictEqual(bytes(1000000), '976.56KB');
});

test('should convert numbers to MB', () => {
  assert.strictEqual(bytes(1.5 * 1024 * 1024), '1.5MB');
  assert.strictEqual(bytes(1024 * 1024), '1MB');
  assert.strictEqual(bytes(-1024 * 1024), '-1MB');
});

test('should convert numbers to GB, TB and PB', () => {
  assert.strictEqual(bytes(1024 * 1024 * 1024), '1GB');
  assert.strictEqual(bytes(1.25 * Math.pow(1024, 3)), '1.25GB');
  assert.strictEqual(bytes(Math.pow(1024, 4)), '1TB');
  assert.strictEqual(bytes(Math.pow(1024, 5)), '1PB');
});

test('should support decimal and separator options', () => {
  assert.strictEqual(bytes(1536, { decimalPlaces: 0 }), '2KB');
  assert.strictEqual(bytes(1024, { fixedDecimals: true }), '1.00KB');
  assert.strictEqual(bytes(1024, { unitSeparator: ' ' }), '1 KB');
  assert.strictEqual(bytes(1000 * 1024, { thousandsSeparator: ',' }), '1,000KB');
});

test('should use the unit given in options', () => {
  assert.strictEqual(bytes(1024 * 1024 * 1024, { unit: 'mb' }), '1024mb');
  assert.strictEqual(bytes(2048, { unit: 'B' }), '2048B');
  assert.strictEqual(bytes(2048, { unit: 'furlong' }), '2KB');
});
