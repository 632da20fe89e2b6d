'use strict';

const { MS, addMonths, monthsBetween, padStart } = require('./utils');

// diff(a, b, unit): how many whole `unit`s a is after b (negative if a is before b).
function diff(a, b, unit = 'millisecond') {
  if (unit === 'month' || unit === 'quarter' || unit === 'year') {
    const months = monthsBetween(a, b);
    const per = { month: 1, quarter: 3, year: 12 }[unit];
    return Math.trunc(months / per);
  }
  const delta = a.getTime() - b.getTime();
  if (unit === 'millisecond') return delta;
  if (!(unit in MS)) throw new RangeError(`unknown unit: ${unit}`);
  return Math.trunc(delta / MS[unit]);
}

function add(date, amount, unit) {
  if (unit === 'month') return addMonths(date, amount);
  if (unit === 'year') return addMonths(date, amount * 12);
  if (!(unit in MS)) throw new RangeError(`unknown unit: ${unit}`);
  return new Date(date.getTime() + amount * MS[unit]);
}

function format(date) {
  const y = date.getUTCFullYear();
  const m = padStart(date.getUTCMonth() + 1, 2);
  const d = padStart(date.getUTCDate(), 2);
  return `${y}-${m}-${d}`;
}

module.exports = { diff, add, format };
