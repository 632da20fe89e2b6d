'use strict';

const test = require('node:test');
const assert = require('node:assert');
const ms = require('../src/index');

test('ms(string) parses numbers with units', () => {
  assert.strictEqual(ms('100'), 100);
  assert.strictEqual(ms('1m'), 60000);
  assert.strictEqual(ms('1h'), 3600000);
  assert.strictEqual(ms('2d'), 172800000);
  assert.strictEqual(ms('3w'), 1814400000);
  assert.strictEqual(ms('1s'), 1000);
  assert.strictEqual(ms('1y'), 31557600000);
});

test('ms(string) handles decimals, negatives and spaces', () => {
  assert.strictEqual(ms('1.5h'), 5400000);
  assert.strictEqual(ms('.5ms'), 0.5);
  assert.strictEqual(ms('-100ms'), -100);
  assert.strictEqual(ms('-1.5h'), -5400000);
  assert.strictEqual(ms('1   s'), 1000);
});

test('ms(string) parses long unit names', () => {
  assert.strictEqual(ms('53 milliseconds'), 53);
  assert.strictEqual(ms('17 msecs'), 17);
  assert.strictEqual(ms('1 sec'), 1000);
  assert.strictEqual(ms('1 min'), 60000);
  assert.strictEqual(ms('1 hr'), 3600000);
  assert.strictEqual(ms('2 days'), 172800000);
  assert.strictEqual(ms('1 week'), 604800000);
  assert.strictEqual(ms('1 year'), 31557600000);
});

test('ms(string) is case-insensitive', () => {
  assert.strictEqual(ms('1.5H'), 5400000);
  assert.strictEqual(ms('2 Days'), 172800000);
  assert.strictEqual(ms('10 Seconds'), 10000);
});

test('ms(string) returns undefined for invalid input', () => {
  assert.strictEqual(ms('☃'), undefined);
  assert.strictEqual(ms('10-.5'), undefined);
  assert.strictEqual(ms('ms'), undefined);
  assert.strictEqual(ms('x'.repeat(101)), undefined);
});

test('ms(number) short format', () => {
  assert.strictEqual(ms(500), '500ms');
  assert.strictEqual(ms(-500), '-500ms');
  assert.strictEqual(ms(1000), '1s');
  assert.strictEqual(ms(60 * 1000), '1m');
  assert.strictEqual(ms(60 * 60 * 1000), '1h');
  assert.strictEqual(ms(24 * 60 * 60 * 1000), '1d');
  assert.strictEqual(ms(234234234), '3d');
});

test('ms(number, { long: true })', () => {
  assert.strictEqual(ms(500, { long: true }), '500 ms');
  assert.strictEqual(ms(1000, { long: true }), '1 second');
  assert.strictEqual(ms(1200, { long: true }), '1 second');
  assert.strictEqual(ms(10 * 1000, { long: true }), '10 seconds');
  assert.strictEqual(ms(-10 * 1000, { long: true }), '-10 seconds');
  assert.strictEqual(ms(60 * 60 * 1000, { long: true }), '1 hour');
  assert.strictEqual(ms(234234234, { long: true }), '3 days');
});

test('ms() throws for invalid values', () => {
  assert.throws(() => ms(''), Error);
  assert.throws(() => ms(undefined), Error);
  assert.throws(() => ms(NaN), Error);
  assert.throws(() => ms(Infinity), Error);
});
