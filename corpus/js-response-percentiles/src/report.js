'use strict';

const { sortedCopy, percentileOf, mean } = require('./stats');

// Summary of request latencies in milliseconds, as shown on the status page.
function latencySummary(latenciesMs, percentiles = [50, 95, 99]) {
  const sorted = sortedCopy(latenciesMs);
  const summary = {
    count: sorted.length,
    min: sorted[0],
    max: sorted[sorted.length - 1],
    mean: Math.round(mean(sorted) * 10) / 10,
  };
  for (const p of percentiles) {
    summary[`p${p}`] = percentileOf(sorted, p);
  }
  return summary;
}

// Requests slower than the service-level objective, slowest first.
function slowRequests(requests, sloMs) {
  return requests
    .filter((r) => r.ms > sloMs)
    .sort((a, b) => b.ms - a.ms)
    .map((r) => `${r.path} ${r.ms}ms`);
}

module.exports = { latencySummary, slowRequests };
