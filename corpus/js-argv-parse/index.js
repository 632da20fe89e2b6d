'use strict';

const { buildFlags, coerce } = require('./lib/flags');

module.exports = function parse(args, opts = {}) {
  const { flags, aliases } = buildFlags(opts);
  const defaults = opts.default || {};
  const argv = { _: [] };

  function setArg(key, val) {
    const value = coerce(key, val, flags);
    for (const k of [key].concat(aliases[key] || [])) {
      if (argv[k] === undefined || flags.bools[k] || typeof argv[k] === 'boolean') argv[k] = value;
      else if (Array.isArray(argv[k])) argv[k].push(value);
      else argv[k] = [argv[k], value];
    }
  }

  Object.keys(flags.bools).forEach((key) => setArg(key, defaults[key] === undefined ? false : defaults[key]));

  let notFlags = [];
  if (args.indexOf('--') !== -1) {
    notFlags = args.slice(args.indexOf('--') + 1);
    args = args.slice(0, args.indexOf('--'));
  }

  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const next = args[i + 1];
    let m;
    if ((m = /^--([^=]+)=([\s\S]*)$/.exec(arg))) {
      setArg(m[1], m[2]);
    } else if ((m = /^--no-(.+)/.exec(arg))) {
      setArg(m[1], false);
    } else if ((m = /^--(.+)/.exec(arg))) {
      const key = m[1];
      if (next !== undefined && !/^-/.test(next) && !flags.bools[key] && !flags.allBools) {
        setArg(key, next);
        i++;
      } else {
        setArg(key, flags.strings[key] ? '' : true);
      }
    } else if (/^-[^-]+/.test(arg)) {
      const letters = arg.slice(1).split('');
      letters.slice(0, -1).forEach((letter) => setArg(letter, true));
      const key = letters[letters.length - 1];
      if (next !== undefined && !/^-/.test(next) && !flags.bools[key] && !flags.allBools) {
        setArg(key, next);
        i++;
      } else {
        setArg(key, flags.strings[key] ? '' : true);
      }
    } else {
      argv._.push(flags.strings._ || !/^[-+]?\d/.test(arg) ? arg : Number(arg));
    }
  }

  Object.keys(defaults).forEach((key) => {
    if (argv[key] === undefined) setArg(key, defaults[key]);
  });
  argv._.push(...notFlags);
  return argv;
};
