'use strict';

var parseField = require('./field').parseField;

// Safety limit for the search loop in next()
var LOOP_LIMIT = 10000;

var FIELD_NAMES = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'];

function CronExpression(fields, options) {
  this._options = options || {};
  this._fields = fields;
  this._currentDate = new Date(this._options.currentDate !== undefined ? this._options.currentDate : Date.now());
  this._isDomWildcard = fields.dayOfMonth.length === 31;
  this._isDowWildcard = fields.dayOfWeek.length === 7;
}

CronExpression.parse = function parse(expression, options) {
  var atoms = expression.trim().split(/\s+/);
  if (atoms.length !== FIELD_NAMES.length) {
    throw new Error('Invalid cron expression, expected 5 fields: ' + expression);
  }

  var fields = {};
  FIELD_NAMES.forEach(function (name, i) { fields[name] = parseField(name, atoms[i]); });
  return new CronExpression(fields, options);
};

Object.defineProperty(CronExpression.prototype, 'fields', {
  get: function () { return this._fields; }
});

CronExpression.prototype._matchDay = function (date) {
  var dom = this._fields.dayOfMonth.indexOf(date.getUTCDate()) !== -1;
  var dow = this._fields.dayOfWeek.indexOf(date.getUTCDay()) !== -1;
  // When both fields are restricted either one may match (POSIX cron)
  if (this._isDomWildcard) return dow;
  if (this._isDowWildcard) return dom;
  return dom || dow;
};

CronExpression.prototype.next = function next() {
  var f = this._fields;
  var d = new Date(this._currentDate.getTime());
  d.setUTCSeconds(0, 0);
  d.setUTCMinutes(d.getUTCMinutes() + 1);

  for (var i = 0; i < LOOP_LIMIT; i++) {
    if (f.month.indexOf(d.getUTCMonth() + 1) === -1) {
      d.setUTCMonth(d.getUTCMonth() + 1, 1);
      d.setUTCHours(0, 0);
    } else if (!this._matchDay(d)) {
      d.setUTCDate(d.getUTCDate() + 1);
      d.setUTCHours(0, 0);
    } else if (f.hour.indexOf(d.getUTCHours()) === -1) {
      d.setUTCHours(d.getUTCHours() + 1, 0);
    } else if (f.minute.indexOf(d.getUTCMinutes()) === -1) {
      d.setUTCMinutes(d.getUTCMinutes() + 1);
    } else {
      this._currentDate = d;
      return new Date(d.getTime());
    }
  }
  throw new Error('Invalid explicit day of month definition');
};

module.exports = CronExpression;
