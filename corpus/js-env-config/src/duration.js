'use strict';

/** Milliseconds per unit. */
const UNITS = { ms: 1, s: 1000, m: 60 * 1000, h: 60 * 60 * 1000, d: 24 * 60 * 60 * 1000 };

const PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/;

/**
 * Parses a duration such as `250ms`, `30s`, `1.5h` or `45` into milliseconds.
 * A bare number is taken in `defaultUnit`: seconds unless the caller says otherwise.
 */
function parseDuration(text, defaultUnit = 'ms') {
  const match = PATTERN.exec(String(text).trim().toLowerCase());
  if (!match) throw new TypeError(`invalid duration: ${JSON.stringify(text)}`);
  const unit = match[2] || defaultUnit;
  return Math.round(Number(match[1]) * UNITS[unit]);
}

function formatDuration(ms) {
  for (const unit of ['d', 'h', 'm', 's']) {
    if (ms >= UNITS[unit] && ms % UNITS[unit] === 0) return `${ms / UNITS[unit]}${unit}`;
  }
  return `${ms}ms`;
}

module.exports = { parseDuration, formatDuration, UNITS };
