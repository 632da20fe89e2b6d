'use strict';

var test = require('node:test');
var assert = require('node:assert');
var CronParser = require('../lib/parser');

function iso(date) {
  return date.toISOString().slice(0, 16);
}

test('every 15 minutes', function () {
  var interval = CronParser.parseExpression('*/15 * * * *', { currentDate: '2024-03-05T10:07:00Z' });
  assert.deepStrictEqual(interval.fields.minute, [0, 15, 30, 45]);
  assert.strictEqual(iso(interval.next()), '2024-03-05T10:15');
  assert.strictEqual(iso(interval.next()), '2024-03-05T10:30');
});

test('lists and single values', function () {
  var interval = CronParser.parseExpression('5,35 4 * * *', { currentDate: '2024-03-05T04:40:00Z' });
  assert.deepStrictEqual(interval.fields.hour, [4]);
  assert.strictEqual(iso(interval.next()), '2024-03-06T04:05');
});

test('month and weekday aliases', function () {
  var interval = CronParser.parseExpression('0 0 1 JAN,jul *');
  assert.deepStrictEqual(interval.fields.month, [1, 7]);
  assert.deepStrictEqual(CronParser.parseExpression('0 12 * * sun').fields.dayOfWeek, [0]);
});

test('day of week 7 is Sunday', function () {
  var interval = CronParser.parseExpression('30 8 * * 7', { currentDate: '2024-03-05T00:00:00Z' });
  assert.deepStrictEqual(interval.fields.dayOfWeek, [0]);
  assert.strictEqual(iso(interval.next()), '2024-03-10T08:30');
});

test('business hours run through the last hour of the range', function () {
  var interval = CronParser.parseExpression('0 9-17 * * mon-fri', { currentDate: '2024-03-08T16:30:00Z' });
  assert.strictEqual(iso(interval.next()), '2024-03-08T17:00');
  assert.strictEqual(iso(interval.next()), '2024-03-11T09:00');
});

test('stepped ranges', function () {
  assert.deepStrictEqual(CronParser.parseExpression('0-30/10 * * * *').fields.minute, [0, 10, 20, 30]);
  assert.deepStrictEqual(CronParser.parseExpression('0 */6 * * *').fields.hour, [0, 6, 12, 18]);
});

test('predefined expressions', function () {
  var interval = CronParser.parseExpression('@daily', { currentDate: '2024-02-28T12:00:00Z' });
  assert.strictEqual(iso(interval.next()), '2024-02-29T00:00');
});

test('invalid expressions throw', function () {
  assert.throws(function () { CronParser.parseExpression('61 * * * *'); }, /Constraint error/);
  assert.throws(function () { CronParser.parseExpression('* * * foo *'); }, /cannot resolve alias/);
  assert.throws(function () { CronParser.parseExpression('* * *'); }, /expected 5 fields/);
});

test('parseString reads variables and expressions', function () {
  var result = CronParser.parseString('# nightly\nMAILTO=ops@example.com\n15 3 * * * /usr/bin/backup\nbad line here\n');
  assert.deepStrictEqual(result.variables, { MAILTO: 'ops@example.com' });
  assert.strictEqual(result.expressions.length, 1);
  assert.deepStrictEqual(result.expressions[0].fields.minute, [15]);
  assert.strictEqual(Object.keys(result.errors).length, 1);
});
