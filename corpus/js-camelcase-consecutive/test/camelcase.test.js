'use strict';

const test = require('node:test');
const assert = require('node:assert');
const camelCase = require('..');

test('camelCase', () => {
	assert.strictEqual(camelCase('foo'), 'foo');
	assert.strictEqual(camelCase('foo-bar'), 'fooBar');
	assert.strictEqual(camelCase('foo_bar'), 'fooBar');
	assert.strictEqual(camelCase('Foo-Bar'), 'fooBar');
	assert.strictEqual(camelCase('--foo.bar'), 'fooBar');
	assert.strictEqual(camelCase('__foo__bar__'), 'fooBar');
	assert.strictEqual(camelCase('foo bar'), 'fooBar');
	assert.strictEqual(camelCase('fooBar'), 'fooBar');
	assert.strictEqual(camelCase('XMLHttpRequest'), 'xmlHttpRequest');
	assert.strictEqual(camelCase('h2w'), 'h2W');
	assert.strictEqual(camelCase(''), '');
	assert.strictEqual(camelCase('-'), '');
});

test('camelCase with pascalCase option', () => {
	assert.strictEqual(camelCase('foo-bar', { pascalCase: true }), 'FooBar');
	assert.strictEqual(camelCase('fooBar', { pascalCase: true }), 'FooBar');
	assert.strictEqual(camelCase('f', { pascalCase: true }), 'F');
});

test('camelCase with preserveConsecutiveUppercase option', () => {
	assert.strictEqual(camelCase('foo-BAR', { preserveConsecutiveUppercase: true }), 'fooBAR');
	assert.strictEqual(camelCase('Foo-BAR', { preserveConsecutiveUppercase: true }), 'fooBAR');
	assert.strictEqual(camelCase('Hello World', { preserveConsecutiveUppercase: true }), 'helloWorld');
	assert.strictEqual(camelCase('XMLHttpRequest', { preserveConsecutiveUppercase: true }), 'XMLHttpRequest');
});

test('camelCase with arrays', () => {
	assert.strictEqual(camelCase(['foo', 'bar']), 'fooBar');
	assert.strictEqual(camelCase(['__foo__', '--bar']), 'fooBar');
	assert.strictEqual(camelCase([]), '');
});

test('camelCase with locale', () => {
	assert.strictEqual(camelCase('lorem-ipsum', { locale: 'tr-TR' }), 'loremİpsum');
	assert.strictEqual(camelCase('lorem-ipsum', { locale: false }), 'loremIpsum');
});

test('invalid input', () => {
	assert.throws(() => camelCase(1), /Expected the input to be/);
});
