'use strict';

const { Option } = require('./option');
const { parseArgs } = require('./parser');

class Command {
  constructor(name = '') {
    this._name = name;
    this.options = [];
    this.args = [];
    this._opts = {};
  }

  option(flags, description, defaultValue) {
    const option = new Option(flags, description);
    if (defaultValue !== undefined) option.defaultValue = defaultValue;
    this.options.push(option);
    return this;
  }

  // argv as in process.argv: the first two entries are node and the script.
  parse(argv, { from = 'node' } = {}) {
    const userArgs = from === 'user' ? argv : argv.slice(2);
    const { opts, operands } = parseArgs(this.options, userArgs);
    this._opts = opts;
    this.args = operands;
    return this;
  }

  opts() {
    return { ...this._opts };
  }

  helpInformation() {
    const width = Math.max(...this.options.map((o) => o.flags.length));
    const lines = this.options.map((o) => `  ${o.flags.padEnd(width)}  ${o.description}`);
    return [`Usage: ${this._name} [options]`, '', 'Options:', ...lines, ''].join('\n');
  }
}

module.exports = { Command };
