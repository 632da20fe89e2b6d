'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { pageOffset, pageCount, paginate } = require('../src/paginate');

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

test('page offset', () => {
  assert.equal(pageOffset(3, 20), 40);
});

test('page count rounds up and is at least one', () => {
  assert.equal(pageCount(21, 10), 3);
  assert.equal(pageCount(0, 10), 1);
});

test('page out of range', () => {
  assert.throws(() => paginate(LETTERS, 5, 2), RangeError);
});

test('first page', () => {
  assert.deepEqual(paginate(LETTERS, 1, 3), { page: 1, pages: 3, items: ['a', 'b', 'c'] });
});

test('last page is partial', () => {
  assert.deepEqual(paginate(LETTERS, 4, 2).items, ['g']);
});
