'use strict';

/** 0.42 -> '420µs', 12.5 -> '12.5ms', 1534 -> '1.53s' */
function formatMs(ms) {
  if (!Number.isFinite(ms)) return '-';
  if (ms < 1) return `${Math.round(ms * 1000)}µs`;
  if (ms < 1000) return `${+ms.toFixed(1)}ms`;
  return `${+(ms / 1000).toFixed(2)}s`;
}

function formatSummary(name, s) {
  const parts = ['p50', 'p95', 'p99'].map((k) => `${k}=${formatMs(s[k])}`);
  return `${name}: n=${s.count} min=${formatMs(s.min)} ${parts.join(' ')} max=${formatMs(s.max)}`;
}

module.exports = { formatMs, formatSummary };
