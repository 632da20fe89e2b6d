'use strict';

// Simple moving average over a sliding window.

function movingAverage(values, window) {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`window must be a positive integer, got ${window}`);
  }
  const result = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i];
    if (i >= window) {
      sum += values[i - window];
    }
    if (i >= window - 1) {
      result.push(sum / window);
    }
  }
  return result;
}

module.exports = { movingAverage };
