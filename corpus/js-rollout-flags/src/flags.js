'use strict';

const { matchesRules } = require('./targeting');

class FlagStore {
  constructor(definitions = []) {
    this.flags = new Map();
    for (const def of definitions) this.define(def);
  }

  define(def) {
    if (!def || typeof def.key !== 'string') throw new TypeError('a flag needs a string key');
    this.flags.set(def.key, { enabled: true, ...def });
  }

  // Unknown or switched-off flags are off for everybody.
  isEnabled(key, user) {
    const flag = this.flags.get(key);
    if (!flag || !flag.enabled) return false;
    return matchesRules(flag, user);
  }

  enabledFor(user) {
    return [...this.flags.keys()].filter((key) => this.isEnabled(key, user)).sort();
  }
}

module.exports = { FlagStore };
