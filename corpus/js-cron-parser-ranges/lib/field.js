'use strict';

// Field constraints: [min, max] (day of week allows 7 for Sunday)
var CONSTRAINTS = {
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [0, 7]
};

var ALIASES = {
  month: { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 },
  dayOfWeek: { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 }
};

function parseRange(val, repeatInterval, stack, constraints) {
  var atoms = val.split('-');
  if (atoms.length > 1) {
    var min = +atoms[0];
    var max = +atoms[1];
    if (isNaN(min) || isNaN(max) || min < constraints[0] || max > constraints[1]) {
      throw new Error('Constraint error, got range ' + min + '-' + max + ' expected range ' + constraints[0] + '-' + constraints[1]);
    } else if (min > max) {
      throw new Error('Invalid range: ' + val);
    }

    var repeatIndex = +repeatInterval;
    if (isNaN(repeatIndex) || repeatIndex <= 0) {
      throw new Error('Constraint error, cannot repeat at every ' + repeatIndex + ' time.');
    }

    for (var index = min; index < max; index += repeatIndex) {
      if (stack.indexOf(index) === -1) {
        stack.push(index);
      }
    }
    return;
  }
  var value = +val;
  if (isNaN(value) || value < constraints[0] || value > constraints[1]) {
    throw new Error('Constraint error, got value ' + val + ' expected range ' + constraints[0] + '-' + constraints[1]);
  }
  stack.push(value);
}

function parseRepeat(val, stack, constraints) {
  var atoms = val.split('/');
  if (atoms.length > 1) {
    // "5/15" starts at 5 and runs to the end of the field
    var start = atoms[0] === '*' ? constraints[0] + '-' + constraints[1] : atoms[0];
    if (start.indexOf('-') === -1) {
      start = start + '-' + constraints[1];
    }
    return parseRange(start, atoms[1], stack, constraints);
  }
  return parseRange(val, 1, stack, constraints);
}

function parseField(field, value) {
  var constraints = CONSTRAINTS[field];
  var aliases = ALIASES[field];
  var stack = [];

  if (aliases) {
    value = value.replace(/[a-z]{3}/gi, function (match) {
      match = match.toLowerCase();
      if (aliases[match] === undefined) {
        throw new Error('Validation error, cannot resolve alias "' + match + '"');
      }
      return aliases[match];
    });
  }

  if (value === '*') {
    for (var i = constraints[0]; i <= constraints[1]; i++) stack.push(i);
  } else {
    value.split(',').forEach(function (part) { parseRepeat(part, stack, constraints); });
  }

  if (field === 'dayOfWeek') {
    // 7 is an alias for Sunday
    stack = stack.map(function (day) { return day === 7 ? 0 : day; });
  }

  return stack.filter(function (v, i) { return stack.indexOf(v) === i; }).sort(function (a, b) { return a - b; });
}

module.exports = { parseField: parseField, CONSTRAINTS: CONSTRAINTS };
