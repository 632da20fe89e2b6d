'use strict';

const test = require('node:test');
const assert = require('node:assert');
const {filesize, partial} = require('../lib/filesize');

test('formats bytes with the SI standard by default', () => {
	assert.strictEqual(filesize(0), '0 B');
	assert.strictEqual(filesize(500), '500 B');
	assert.strictEqual(filesize(1500), '1.5 kB');
	assert.strictEqual(filesize(265318), '265.32 kB');
});

test('base 2 uses IEC symbols', () => {
	assert.strictEqual(filesize(1024, {base: 2}), '1 KiB');
	assert.strictEqual(filesize(265318, {base: 2}), '259.1 KiB');
	assert.strictEqual(filesize(265318, {standard: 'jedec'}), '259.1 KB');
});

test('values just under a unit boundary round up into the next unit', () => {
	assert.strictEqual(filesize(999999), '1 MB');
	assert.strictEqual(filesize(1048575, {base: 2}), '1 MiB');
});

test('rounding to ten of a unit stays in that unit', () => {
	assert.strictEqual(filesize(9999), '10 kB');
	assert.strictEqual(filesize(9999, {round: 1}), '10 kB');
});

test('negative sizes keep their sign', () => {
	assert.strictEqual(filesize(-1500), '-1.5 kB');
	assert.deepStrictEqual(filesize(-1024, {base: 2, output: 'array'}), [-1, 'KiB']);
});

test('bits, spacer and fullform', () => {
	assert.strictEqual(filesize(125, {bits: true}), '1 kbit');
	assert.strictEqual(filesize(1500, {spacer: ''}), '1.5kB');
	assert.strictEqual(filesize(3072, {base: 2, fullform: true}), '3 kibibytes');
});

test('object and exponent output', () => {
	assert.deepStrictEqual(filesize(1536, {base: 2, output: 'object'}), {value: 1.5, symbol: 'KiB', exponent: 1, unit: 'KiB'});
	assert.strictEqual(filesize(1e9, {output: 'exponent'}), 3);
});

test('partial applies the options', () => {
	const size = partial({base: 2, round: 1});
	assert.strictEqual(size(1572864), '1.5 MiB');
	assert.throws(() => filesize('abc'), TypeError);
});
