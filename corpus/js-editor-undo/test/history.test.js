'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { History } = require('../lib/history');
const { insert, remove } = require('../lib/edits');

test('typing letters merges into one step', () => {
  const h = new History();
  h.edit(insert(0, 'h', 0));
  h.edit(insert(1, 'i', 100));
  assert.equal(h.undoDepth, 1);
  assert.equal(h.undo(), '');
});

test('pause splits typing into two steps', () => {
  const h = new History();
  h.edit(insert(0, 'a', 0));
  h.edit(insert(1, 'b', 5000));
  assert.equal(h.undo(), 'a');
});

test('delete then undo and redo', () => {
  const h = new History('hello world');
  h.edit(remove(5, ' world', 0));
  assert.equal(h.text, 'hello');
  assert.equal(h.undo(), 'hello world');
  assert.equal(h.redo(), 'hello');
});

test('new edit clears redo', () => {
  const h = new History('x');
  h.edit(insert(1, 'y', 0));
  h.undo();
  h.edit(insert(0, 'z', 10));
  assert.equal(h.redo(), 'zx');
});

test('typing right after a paste joins the paste', () => {
  const h = new History('Dear ');
  h.edit(insert(5, 'Ada Lovelace', 0));
  h.edit(insert(17, ',', 300));
  assert.equal(h.text, 'Dear Ada Lovelace,');
  assert.equal(h.undoDepth, 1);
  assert.equal(h.undo(), 'Dear ');
});

test('limit drops the oldest steps', () => {
  const h = new History('', { limit: 2 });
  h.edit(insert(0, 'a', 0));
  h.edit(insert(0, 'b', 5000));
  h.edit(insert(0, 'c', 10000));
  assert.equal(h.undoDepth, 2);
});
