'use strict';

const { pad } = require('./pad');

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The UTC parts of a date, months counted from 1. */
function parts(date) {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** `2024-03-09` */
function isoDate(date) {
  const p = parts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `9 Mar 2024, 14:05` */
function humanDate(date) {
  const p = parts(date);
  return `${p.day} ${MONTH_NAMES[date.getUTCMonth()]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/** Whole days from `a` to `b` (UTC midnights). */
function daysBetween(a, b) {
  const ms = Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate())
    - Date.UTC(a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate());
  return Math.round(ms / 86400000);
}

module.exports = { isoDate, humanDate, daysBetween, parts };
