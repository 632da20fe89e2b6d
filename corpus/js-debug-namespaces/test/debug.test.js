'use strict';

const test = require('node:test');
const assert = require('node:assert');
const debug = require('../src');

test('passes a basic sanity check', () => {
	const log = debug('test');
	debug.enable('test');
	log('hello world');
	assert.deepStrictEqual(log.logs, ['test hello world']);
	debug.enable('');
});

test('namespace wildcards and skips', () => {
	debug.enable('app:*,-app:db,worker');
	assert.strictEqual(debug.enabled('app:http'), true);
	assert.strictEqual(debug.enabled('app:db'), false);
	assert.strictEqual(debug.enabled('worker'), true);
	assert.strictEqual(debug.enabled('workers'), false);
	assert.strictEqual(debug.enabled('other'), false);
	debug.enable('');
});

test('extend namespace', () => {
	debug.enable('foo:*');
	const log = debug('foo');
	const logBar = log.extend('bar');
	assert.strictEqual(logBar.namespace, 'foo:bar');
	assert.strictEqual(logBar.enabled, true);
	assert.strictEqual(log.extend('baz', '-').namespace, 'foo-baz');
	debug.enable('');
});

test('rebuild namespaces string (disable)', () => {
	debug.enable('test,abc*,-abc');
	const namespaces = debug.disable();
	assert.deepStrictEqual(namespaces, 'test,abc*,-abc');
	assert.strictEqual(debug.enabled('test'), false);
});

test('handles re-enabling existing instances', () => {
	debug.disable('*');
	const inst = debug('foo');
	assert.strictEqual(inst.enabled, false);
	debug.enable('foo');
	assert.strictEqual(inst.enabled, true);
	const saved = debug.disable();
	assert.strictEqual(inst.enabled, false);
	debug.enable(saved);
	assert.strictEqual(inst.enabled, true);
	debug.enable('');
});

test('selectColor is stable per namespace', () => {
	assert.strictEqual(debug.selectColor('foo'), debug.selectColor('foo'));
	assert.ok(debug.colors.includes(debug('bar').color));
});
