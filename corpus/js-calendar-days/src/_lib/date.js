'use strict';

const millisecondsInDay = 86400000;

/**
 * Convert the argument to an instance of Date, cloning Date arguments.
 * Numbers are timestamps; anything else gives an Invalid Date.
 */
function toDate(argument) {
  if (argument instanceof Date || (typeof argument === 'object' && Object.prototype.toString.call(argument) === '[object Date]')) {
    return new argument.constructor(+argument);
  }
  if (typeof argument === 'number') {
    return new Date(argument);
  }
  return new Date(NaN);
}

/**
 * Return the start of a day for the given date, in the local time zone.
 */
function startOfDay(date) {
  const _date = toDate(date);
  _date.setHours(0);
  return _date;
}

/**
 * Google Chrome as of 67.0.3396.87 introduced timezones with offset that includes seconds.
 * They usually appear for dates that denote time before the timezones were introduced
 * (e.g. for 'Europe/Prague' timezone the offset is GMT+00:57:44 before 1 October 1891).
 * This function returns the offset in milliseconds to take them into account.
 */
function getTimezoneOffsetInMilliseconds(date) {
  const _date = toDate(date);
  const utcDate = new Date(
    Date.UTC(
      _date.getFullYear(),
      _date.getMonth(),
      _date.getDate(),
      _date.getHours(),
      _date.getMinutes(),
      _date.getSeconds(),
      _date.getMilliseconds(),
    ),
  );
  utcDate.setUTCFullYear(_date.getFullYear());
  return +date - +utcDate;
}

module.exports = { millisecondsInDay, toDate, startOfDay, getTimezoneOffsetInMilliseconds };
