'use strict';

const MS = { second: 1e3, minute: 6e4, hour: 36e5, day: 864e5, week: 6048e5 };

function daysInMonth(year, month) {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

// Adds whole months, clamping the day: Jan 31 + 1 month is Feb 28 (or 29).
function addMonths(date, months) {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const out = new Date(date.getTime());
  out.setUTCFullYear(year, month, day);
  return out;
}

// Whole months from `from` to `to`; negative when `to` is earlier.
function monthsBetween(from, to) {
  if (to < from) return -monthsBetween(to, from);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (addMonths(from, months) > to) months -= 1;
  return months;
}

function padStart(value, length, pad = '0') {
  const s = String(value);
  return s.length >= length ? s : pad.repeat(length - s.length) + s;
}

module.exports = { MS, daysInMonth, addMonths, monthsBetween, padStart };
