'use strict';

const { toCsv, DEFAULTS } = require('./csv');
const { quoteField, formatValue } = require('./escape');
const { normalizeColumns } = require('./columns');

// Excel only detects UTF-8 with a byte order mark.
const BOM = '\uFEFF';

function toExcelCsv(rows, options = {}) {
  return BOM + toCsv(rows, { ...options, eol: '\r\n' });
}

module.exports = { toCsv, toExcelCsv, quoteField, formatValue, normalizeColumns, DEFAULTS, BOM };
