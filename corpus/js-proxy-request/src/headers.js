'use strict';

// Helpers for reading (possibly proxy-added) request headers.

function header(headers, name) {
  const key = name.toLowerCase();
  const value = headers[key];
  return Array.isArray(value) ? value[0] : value;
}

// First value of a comma-separated header set by a chain of proxies.
function firstListValue(value) {
  if (!value) return undefined;
  const first = String(value).split(',')[0].trim();
  return first || undefined;
}

function forwarded(headers, trustProxy) {
  if (!trustProxy) return {};
  return {
    proto: firstListValue(header(headers, 'x-forwarded-host')),
    host: firstListValue(header(headers, 'x-forwarded-host')),
    for: firstListValue(header(headers, 'x-forwarded-for')),
  };
}

module.exports = { header, firstListValue, forwarded };
