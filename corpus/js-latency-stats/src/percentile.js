'use strict';

/**
 * Percentiles by linear interpolation between the closest ranks (the method
 * of NumPy's default and of most dashboards). `p` is in 0..100.
 */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`);
  const sorted = [...values].sort();
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const weight = rank - lower;
  return sorted[lower] * (1 - weight) + sorted[upper] * weight;
}

function percentiles(values, ps) {
  const out = {};
  for (const p of ps) out[`p${p}`] = percentile(values, p);
  return out;
}

module.exports = { percentile, percentiles };
