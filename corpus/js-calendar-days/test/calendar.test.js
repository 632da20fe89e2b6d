'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { addDays, addMonths, addYears, differenceInCalendarDays, isSameDay } = require('../src/index');

test('addDays adds the given number of days', () => {
  assert.deepStrictEqual(addDays(new Date(2014, 8, 1), 10), new Date(2014, 8, 11));
  assert.deepStrictEqual(addDays(new Date(2014, 8, 30), 3), new Date(2014, 9, 3));
  assert.deepStrictEqual(addDays(new Date(2014, 8, 1), -1), new Date(2014, 7, 31));
  assert.ok(isNaN(addDays(new Date(2014, 8, 1), NaN)));
});

test('addMonths adds the given number of months', () => {
  assert.deepStrictEqual(addMonths(new Date(2014, 8, 1), 5), new Date(2015, 1, 1));
  assert.deepStrictEqual(addMonths(new Date(2014, 8, 1, 10, 19, 50), -2), new Date(2014, 6, 1, 10, 19, 50));
});

test('addMonths clamps to the last day of a shorter month', () => {
  assert.deepStrictEqual(addMonths(new Date(2014, 11, 31), 2), new Date(2015, 1, 28));
  assert.deepStrictEqual(addMonths(new Date(2016, 0, 31), 1), new Date(2016, 1, 29));
  assert.deepStrictEqual(addYears(new Date(2016, 1, 29), 1), new Date(2017, 1, 28));
});

test('addMonths does not mutate the original date', () => {
  const date = new Date(2014, 8, 1);
  addMonths(date, 12);
  assert.deepStrictEqual(date, new Date(2014, 8, 1));
});

test('differenceInCalendarDays counts whole days between dates', () => {
  assert.strictEqual(differenceInCalendarDays(new Date(2012, 6, 2), new Date(2011, 6, 2)), 366);
  assert.strictEqual(differenceInCalendarDays(new Date(2011, 6, 2), new Date(2012, 6, 2)), -366);
  assert.strictEqual(differenceInCalendarDays(new Date(2014, 8, 5), new Date(2014, 8, 5)), 0);
});

test('differenceInCalendarDays ignores the time of day', () => {
  assert.strictEqual(differenceInCalendarDays(new Date(2014, 8, 5, 0, 0), new Date(2014, 8, 4, 23, 59)), 1);
  assert.strictEqual(differenceInCalendarDays(new Date(2014, 8, 5, 0, 30), new Date(2014, 8, 4, 23, 15)), 1);
  assert.strictEqual(differenceInCalendarDays(new Date(2014, 8, 5, 18, 0), new Date(2014, 8, 4, 6, 0)), 1);
});

test('isSameDay compares calendar days', () => {
  assert.strictEqual(isSameDay(new Date(2014, 8, 4, 6, 0), new Date(2014, 8, 4, 18, 45)), true);
  assert.strictEqual(isSameDay(new Date(2014, 8, 4, 23, 59), new Date(2014, 8, 5, 0, 0)), false);
});

test('differenceInCalendarDays accepts timestamps', () => {
  assert.strictEqual(differenceInCalendarDays(new Date(2014, 8, 5).getTime(), new Date(2014, 8, 1).getTime()), 4);
});
