'use strict';

const { camelCase, looksLikeNumber } = require('./string-utils');

function parse(args, opts = {}) {
  const flags = { aliases: Object.create(null), bools: Object.create(null), strings: Object.create(null) };
  [].concat(opts.boolean || []).forEach((key) => { flags.bools[key] = true; });
  [].concat(opts.string || []).forEach((key) => { flags.strings[key] = true; });
  extendAliases(opts.alias || {});

  const argv = Object.assign(Object.create(null), { _: [] });

  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    let m;
    if (arg === '--') {
      argv._.push(...args.slice(i + 1));
      break;
    } else if ((m = arg.match(/^--([^=]+)=([\s\S]*)$/))) {
      setArg(m[1], m[2]);
    } else if ((m = arg.match(/^--no-(.+)/))) {
      setArg(m[1], false);
    } else if ((m = arg.match(/^--(.+)/)) || (m = arg.match(/^-([^-])$/))) {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('-') && !checkAllAliases(m[1], flags.bools)) {
        setArg(m[1], next);
        i++;
      } else {
        setArg(m[1], true);
      }
    } else if (/^-[^-]+/.test(arg)) {
      arg.slice(1).split('').forEach((letter) => setArg(letter, true));
    } else {
      argv._.push(processValue('_', arg));
    }
  }

  Object.keys(opts.default || {}).forEach((key) => {
    if (!(key in argv)) setArg(key, opts.default[key]);
  });

  return argv;

  function setArg(key, val) {
    if (key.includes('-') && !flags.aliases[key]) flags.aliases[key] = [camelCase(key)];
    const value = processValue(key, val);
    setKey(argv, key.split('.'), value);
    (flags.aliases[key] || []).forEach((x) => {
      const keyProperties = key.split('.');
      setKey(argv, keyProperties, value);
    });
  }

  function setKey(obj, keys, value) {
    let o = obj;
    keys.slice(0, -1).forEach((key) => {
      if (typeof o[key] !== 'object' || o[key] === null) o[key] = {};
      o = o[key];
    });
    const key = keys[keys.length - 1];
    if (o[key] === undefined || checkAllAliases(key, flags.bools)) o[key] = value;
    else o[key] = [].concat(o[key], value);
  }

  function processValue(key, val) {
    if (checkAllAliases(key, flags.bools) && typeof val === 'string') return val === 'true';
    if (typeof val === 'string' && !checkAllAliases(key, flags.strings) && looksLikeNumber(val)) return Number(val);
    return val;
  }

  function checkAllAliases(key, flag) {
    return [key].concat(flags.aliases[key] || []).some((k) => flag[k]);
  }

  // Make every alias point at every other name, plus the camel-case form of hyphenated keys.
  function extendAliases(aliases) {
    Object.keys(aliases).concat(Object.keys(flags.bools), Object.keys(flags.strings)).forEach((key) => {
      const names = [key].concat(aliases[key] || []);
      names.filter((n) => n.includes('-')).forEach((n) => names.push(camelCase(n)));
      names.forEach((name) => {
        flags.aliases[name] = [...new Set((flags.aliases[name] || []).concat(names))].filter((n) => n !== name);
      });
    });
  }
}

module.exports = parse;
