'use strict';

const { camelCase, looksLikeNumber } = require('./string-utils');

function parse(args, opts = {}) {
  const flags = { bools: new Set(opts.boolean || []), strings: new Set(opts.string || []) };
  const argv = { _: [] };
  const notFlags = [];

  function processValue(key, val) {
    if (typeof val === 'string' && !flags.strings.has(key) && looksLikeNumber(val)) {
      return Number(val);
    }
    return val;
  }

  function setArg(key, val) {
    const value = processValue(key, val);
    for (const name of new Set([key, camelCase(key)])) {
      if (name in argv && !flags.bools.has(key)) {
        argv[name] = [].concat(argv[name], value);
      } else {
        argv[name] = value;
      }
    }
  }

  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const next = args[i + 1];
    let m;
    if (arg === '--') {
      notFlags.push(...args.slice(i + 1));
      break;
    } else if ((m = arg.match(/^--([^=]+)=([\s\S]*)$/))) {
      setArg(m[1], m[2]);
    } else if ((m = arg.match(/^--no-(.+)/))) {
      setArg(m[1], false);
    } else if ((m = arg.match(/^--(.+)/))) {
      const key = m[1];
      if (!flags.bools.has(key) && next !== undefined && !next.startsWith('-')) {
        setArg(key, next);
        i++;
      } else {
        setArg(key, next === 'true' || next === 'false' ? (args[++i] === 'true') : true);
      }
    } else if (/^-[^-]+/.test(arg)) {
      const letters = arg.slice(1).split('');
      for (const letter of letters.slice(0, -1)) setArg(letter, true);
      const last = letters[letters.length - 1];
      if (!flags.bools.has(last) && next !== undefined && !next.startsWith('-')) {
        setArg(last, next);
        i++;
      } else {
        setArg(last, true);
      }
    } else {
      argv._.push(processValue('_', arg));
    }
  }
  argv._.push(...notFlags);
  return argv;
}

module.exports = { parse };
