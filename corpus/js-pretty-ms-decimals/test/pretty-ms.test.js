'use strict';

const test = require('node:test');
const assert = require('node:assert');
const prettyMilliseconds = require('..');

test('prettify milliseconds', () => {
	assert.strictEqual(prettyMilliseconds(0), '0ms');
	assert.strictEqual(prettyMilliseconds(0.1), '1ms');
	assert.strictEqual(prettyMilliseconds(1), '1ms');
	assert.strictEqual(prettyMilliseconds(999), '999ms');
	assert.strictEqual(prettyMilliseconds(1000), '1s');
	assert.strictEqual(prettyMilliseconds(1000 * 60), '1m');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 2), '2h');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 24 * 5), '5d');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 24 * 465), '1y 100d');
});

test('keeps a decimal of the seconds', () => {
	assert.strictEqual(prettyMilliseconds(1500), '1.5s');
	assert.strictEqual(prettyMilliseconds(1000 * 55.4), '55.4s');
	assert.strictEqual(prettyMilliseconds(1000 * 67), '1m 7s');
	assert.strictEqual(prettyMilliseconds(1000 * 119.2), '1m 59.2s');
});

test('have a compact option', () => {
	assert.strictEqual(prettyMilliseconds(1000 + 4, { compact: true }), '1s');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 999, { compact: true }), '41d');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 24 * 465, { compact: true }), '1y');
});

test('have a unitCount option', () => {
	assert.strictEqual(prettyMilliseconds(1000 * 60, { unitCount: 0 }), '1m');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 67, { unitCount: 1 }), '1h');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 67 * 24 * 465, { unitCount: 2 }), '1y 154d');
});

test('have a secondsDecimalDigits option', () => {
	assert.strictEqual(prettyMilliseconds(10_000), '10s');
	assert.strictEqual(prettyMilliseconds(33_333), '33.3s');
	assert.strictEqual(prettyMilliseconds(33_333, { secondsDecimalDigits: 0 }), '33s');
	assert.strictEqual(prettyMilliseconds(33_333, { secondsDecimalDigits: 4 }), '33.3330s');
	assert.strictEqual(prettyMilliseconds(999, { secondsDecimalDigits: 0 }), '999ms');
});

test('have a verbose option', () => {
	assert.strictEqual(prettyMilliseconds(0, { verbose: true }), '0 milliseconds');
	assert.strictEqual(prettyMilliseconds(1, { verbose: true }), '1 millisecond');
	assert.strictEqual(prettyMilliseconds(1000 * 60, { verbose: true }), '1 minute');
	assert.strictEqual(prettyMilliseconds(1000 * 60 * 60 * 2 + 1000 * 60 * 3, { verbose: true }), '2 hours 3 minutes');
});

test('have a separateMilliseconds option', () => {
	assert.strictEqual(prettyMilliseconds(1100, { separateMilliseconds: true }), '1s 100ms');
	assert.strictEqual(prettyMilliseconds(1100, { separateMilliseconds: false }), '1.1s');
});

test('throws on invalid', () => {
	assert.throws(() => prettyMilliseconds('foo'), TypeError);
	assert.throws(() => prettyMilliseconds(Number.NaN), TypeError);
	assert.throws(() => prettyMilliseconds(Infinity), TypeError);
});
