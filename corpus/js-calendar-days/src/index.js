'use strict';

const { millisecondsInDay, toDate, startOfDay, getTimezoneOffsetInMilliseconds } = require('./_lib/date');

/**
 * Add the specified number of days to the given date.
 */
function addDays(date, amount) {
  const _date = toDate(date);
  if (isNaN(amount)) return new Date(NaN);
  if (!amount) return _date;
  _date.setDate(_date.getDate() + amount);
  return _date;
}

/**
 * Add the specified number of months to the given date. When the day of month does not
 * exist in the target month, the result is the last day of that month.
 */
function addMonths(date, amount) {
  const _date = toDate(date);
  if (isNaN(amount)) return new Date(NaN);
  if (!amount) return _date;
  const dayOfMonth = _date.getDate();

  // The JS Date object supports date math by accepting out-of-bounds values for
  // month, day, etc. For example, new Date(2020, 0, 0) returns 31 Dec 2019.
  const endOfDesiredMonth = new Date(_date.getTime());
  endOfDesiredMonth.setMonth(_date.getMonth() + amount + 1, 0);
  const daysInMonth = endOfDesiredMonth.getDate();
  if (dayOfMonth >= daysInMonth) {
    // If we're already at the end of the month, then this is the correct date.
    return endOfDesiredMonth;
  }
  _date.setFullYear(endOfDesiredMonth.getFullYear(), endOfDesiredMonth.getMonth(), dayOfMonth);
  return _date;
}

/**
 * Add the specified number of years to the given date.
 */
function addYears(date, amount) {
  return addMonths(date, amount * 12);
}

/**
 * Get the number of calendar days between the given dates. This means that the times are
 * removed from the dates and then the difference in days is calculated.
 */
function differenceInCalendarDays(dateLeft, dateRight) {
  const startOfDayLeft = startOfDay(dateLeft);
  const startOfDayRight = startOfDay(dateRight);

  const timestampLeft = +startOfDayLeft - getTimezoneOffsetInMilliseconds(startOfDayLeft);
  const timestampRight = +startOfDayRight - getTimezoneOffsetInMilliseconds(startOfDayRight);

  // Round the number of days to the nearest integer because the number of
  // milliseconds in a day is not constant (e.g. it's different in the week of
  // the daylight saving time clock shift).
  return Math.round((timestampLeft - timestampRight) / millisecondsInDay);
}

/**
 * Are the given dates in the same day (and year and month)?
 */
function isSameDay(dateLeft, dateRight) {
  return +startOfDay(dateLeft) === +startOfDay(dateRight);
}

module.exports = { addDays, addMonths, addYears, differenceInCalendarDays, isSameDay, startOfDay };
