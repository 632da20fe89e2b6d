'use strict';

const { percentiles } = require('./percentile');

/** Collects request durations (milliseconds) per route for the /metrics page. */
class LatencyRecorder {
  constructor({ maxSamples = 10000 } = {}) {
    this.maxSamples = maxSamples;
    this.samples = new Map();
  }

  record(route, ms) {
    if (!Number.isFinite(ms) || ms < 0) throw new TypeError(`bad duration ${ms}`);
    let list = this.samples.get(route);
    if (!list) {
      list = [];
      this.samples.set(route, list);
    }
    list.push(ms);
    if (list.length > this.maxSamples) list.shift();
  }

  summary(route) {
    const list = this.samples.get(route) || [];
    return {
      count: list.length,
      min: list.length ? Math.min(...list) : NaN,
      max: list.length ? Math.max(...list) : NaN,
      ...percentiles(list, [50, 95, 99]),
    };
  }

  routes() {
    return [...this.samples.keys()].sort();
  }
}

module.exports = { LatencyRecorder };
