'use strict';

// RFC 4180 field quoting.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function formatValue(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

function quoteField(value, separator = ',') {
  const text = formatValue(value);
  if (!NEEDS_QUOTES.test(text) && !text.includes(separator)) return text;
  return '"' + text.replace(/"/g, '\\"') + '"';
}

module.exports = { formatValue, quoteField };
