'use strict';

const { get, has } = require('./path');

// Layered configuration: values from the first layer that has the key win.
class Config {
  constructor(...layers) {
    this.layers = layers.filter(Boolean);
  }

  get(path, fallback) {
    for (const layer of this.layers) {
      if (has(layer, path)) return get(layer, path, fallback);
    }
    return fallback;
  }

  require(path) {
    const value = this.get(path);
    if (value === undefined) throw new Error(`missing config value: ${path}`);
    return value;
  }

  // The effective value of several settings at once, e.g. for a startup log line.
  pick(paths, fallback) {
    const out = {};
    for (const p of paths) out[p] = this.get(p, fallback);
    return out;
  }
}

module.exports = { Config };
