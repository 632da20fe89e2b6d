'use strict';

const { normalizeColumns } = require('./columns');
const { quoteField } = require('./escape');

const DEFAULTS = { separator: ',', eol: '\r\n', header: true };

function toCsv(rows, options = {}) {
  const { separator, eol, header, columns } = { ...DEFAULTS, ...options };
  const cols = normalizeColumns(columns, rows);
  const lines = [];
  if (header) lines.push(cols.map((c) => quoteField(c.title, separator)).join(separator));
  for (const row of rows) {
    lines.push(cols.map((c) => quoteField(c.get(row), separator)).join(separator));
  }
  return lines.length ? lines.join(eol) + eol : '';
}

module.exports = { toCsv, DEFAULTS };
