'use strict';

// Rescaling numeric series.

function normalize(values) {
  if (values.length === 0) {
    return [];
  }
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (hi === lo) {
    return values.map(() => 0);
  }
  return values.map((v) => (v - lo) / (hi - v));
}

function clampAll(values, lo, hi) {
  return values.map((v) => Math.min(Math.max(v, lo), hi));
}

module.exports = { normalize, clampAll };
