'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { isoDate, humanDate, daysBetween } = require('../lib/format');

const d = new Date(Date.UTC(2024, 2, 9, 14, 5));

test('iso date', () => {
  assert.strictEqual(isoDate(d), '2024-03-09');
});

test('iso date in december', () => {
  assert.strictEqual(isoDate(new Date(Date.UTC(2023, 11, 31))), '2023-12-31');
});

test('human date', () => {
  assert.strictEqual(humanDate(d), '9 Mar 2024, 14:05');
});

test('days between across a month end', () => {
  assert.strictEqual(daysBetween(new Date(Date.UTC(2024, 0, 30)), new Date(Date.UTC(2024, 1, 2))), 3);
});
