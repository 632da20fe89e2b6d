'use strict';

// Returns a sorted copy; the caller's array is left alone.
function sortedCopy(values) {
  return [...values].sort();
}

// Nearest-rank percentile (p in 0..100) of an already sorted array.
function percentileOf(sorted, p) {
  if (sorted.length === 0) return NaN;
  if (p <= 0) return sorted[0];
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(rank, sorted.length) - 1];
}

function mean(values) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

module.exports = { sortedCopy, percentileOf, mean };
