'use strict';

const test = require('node:test');
const assert = require('node:assert');
const queryString = require('../lib');

test('query strings starting with a `?`', () => {
	assert.deepStrictEqual({...queryString.parse('?foo=bar')}, {foo: 'bar'});
});

test('handle multiple of the same key', () => {
	assert.deepStrictEqual({...queryString.parse('foo=bar&foo=baz')}, {foo: ['bar', 'baz']});
});

test('query strings without a value are null', () => {
	assert.deepStrictEqual({...queryString.parse('foo&bar=')}, {foo: null, bar: ''});
});

test('decode `+` and percent-encoded characters', () => {
	assert.deepStrictEqual({...queryString.parse('q=hello+world&tag=%C3%A9t%C3%A9')}, {q: 'hello world', tag: 'été'});
});

test('value should not be parsed as number if it is not a number', () => {
	assert.deepStrictEqual({...queryString.parse('foo=bar&page=2&ratio=0.5', {parseNumbers: true})}, {foo: 'bar', page: 2, ratio: 0.5});
});

test('parseNumbers leaves empty and whitespace-only values alone', () => {
	const parsed = queryString.parse('limit=&offset=20&q=%20', {parseNumbers: true});
	assert.deepStrictEqual({...parsed}, {limit: '', offset: 20, q: ' '});
});

test('parseNumbers with bracket arrays', () => {
	const parsed = queryString.parse('ids[]=1&ids[]=&ids[]=3', {parseNumbers: true, arrayFormat: 'bracket'});
	assert.deepStrictEqual(parsed.ids, [1, '', 3]);
});

test('parseBooleans', () => {
	assert.deepStrictEqual({...queryString.parse('a=true&b=FALSE&c=yes', {parseBooleans: true})}, {a: true, b: false, c: 'yes'});
});

test('stringify round-trips bracket arrays', () => {
	const query = queryString.stringify({ids: [1, 2], q: 'a b'}, {arrayFormat: 'bracket'});
	assert.strictEqual(query, 'ids[]=1&ids[]=2&q=a%20b');
	assert.deepStrictEqual(queryString.parse(query, {arrayFormat: 'bracket'}).ids, ['1', '2']);
});
