'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { uniqueBy, countBy } = require('../src/collections');

const USERS = [
  { id: 1, email: 'ada@example.org' },
  { id: 2, email: 'ADA@example.org' },
  { id: 3, email: 'grace@example.org' },
  { id: 1, email: 'ada@example.org' },
];

test('uniqueBy of nothing', () => {
  assert.deepEqual(uniqueBy([], (x) => x), []);
});

test('countBy id', () => {
  assert.deepEqual(countBy(USERS, (u) => u.id), { 1: 2, 2: 1, 3: 1 });
});

test('countBy string length', () => {
  assert.deepEqual(countBy(['a', 'bb', 'cc'], (s) => s.length), { 1: 1, 2: 2 });
});

test('uniqueBy id keeps the first occurrence', () => {
  assert.deepEqual(uniqueBy(USERS, (u) => u.id).map((u) => u.id), [1, 2, 3]);
});

test('uniqueBy case-insensitive email', () => {
  assert.equal(uniqueBy(USERS, (u) => u.email.toLowerCase()).length, 2);
});
