'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Emitter } = require('../lib/emitter');

test('calls listeners in registration order with the arguments', () => {
  const e = new Emitter();
  const calls = [];
  e.on('save', (id, name) => calls.push(`a:${id}:${name}`));
  e.on('save', (id) => calls.push(`b:${id}`));
  assert.strictEqual(e.emit('save', 7, 'doc'), true);
  assert.deepStrictEqual(calls, ['a:7:doc', 'b:7']);
});

test('emit without listeners returns false', () => {
  assert.strictEqual(new Emitter().emit('nothing'), false);
});

test('once listener runs a single time', () => {
  const e = new Emitter();
  let n = 0;
  e.once('ready', () => n++);
  e.emit('ready');
  e.emit('ready');
  assert.strictEqual(n, 1);
  assert.strictEqual(e.listenerCount('ready'), 0);
});

test('a once listener does not stop the listeners after it', () => {
  const e = new Emitter();
  const calls = [];
  e.once('connect', () => calls.push('handshake'));
  e.on('connect', () => calls.push('log'));
  e.emit('connect');
  e.emit('connect');
  assert.deepStrictEqual(calls, ['handshake', 'log', 'log']);
});

test('a listener that removes itself does not skip the next one', () => {
  const e = new Emitter();
  const calls = [];
  const first = () => { calls.push('first'); e.off('tick', first); };
  e.on('tick', first);
  e.on('tick', () => calls.push('second'));
  e.emit('tick');
  assert.deepStrictEqual(calls, ['first', 'second']);
});

test('off removes only the given listener', () => {
  const e = new Emitter();
  const a = () => {};
  e.on('x', a).on('x', () => {});
  e.off('x', a);
  assert.strictEqual(e.listenerCount('x'), 1);
});

test('rejects non-function listeners', () => {
  assert.throws(() => new Emitter().on('x', 'nope'), TypeError);
});
