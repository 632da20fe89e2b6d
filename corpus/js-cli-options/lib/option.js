'use strict';

function camelcase(flag) {
  return flag.split('-').reduce((str, word) => str + word[0].toUpperCase() + word.slice(1));
}

class Option {
  // flags like '-p, --port <number>', '--color [when]' or '--no-banner'
  constructor(flags, description = '') {
    this.flags = flags;
    this.description = description;
    this.required = flags.includes('<');
    this.optional = flags.includes('[');
    const parts = flags.split(/[ ,|]+/);
    if (parts.length > 1 && !/^[[<]/.test(parts[1])) this.short = parts.shift();
    this.long = parts.shift();
    this.negate = this.long.startsWith('--no-');
    this.defaultValue = undefined;
  }

  name() {
    return this.long.replace(/^--/, '');
  }

  attributeName() {
    return camelcase(this.name().replace(/^no-/, ''));
  }

  isBoolean() {
    return !this.required && !this.optional;
  }

  is(arg) {
    return this.short === arg || this.long === arg;
  }
}

module.exports = { Option, camelcase };
