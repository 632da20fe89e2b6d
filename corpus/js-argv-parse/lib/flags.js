'use strict';

function isNumber(x) {
  if (typeof x === 'number') return true;
  if (/^0x[0-9a-f]+$/i.test(x)) return true;
  return /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(e[-+]?\d+)?$/.test(x);
}

// Normalizes the parse options into lookup tables keyed by option name (aliases included).
function buildFlags(opts) {
  const flags = { bools: {}, strings: {}, allBools: false };
  const aliases = {};

  Object.keys(opts.alias || {}).forEach((key) => {
    aliases[key] = [].concat(opts.alias[key]);
    aliases[key].forEach((x) => {
      aliases[x] = [key].concat(aliases[key].filter((y) => x !== y));
    });
  });

  if (opts.boolean === true) {
    flags.allBools = true;
  } else {
    [].concat(opts.boolean || []).filter(Boolean).forEach((key) => {
      flags.bools[key] = true;
    });
  }
  [].concat(opts.string || []).filter(Boolean).forEach((key) => {
    flags.strings[key] = true;
    (aliases[key] || []).forEach((k) => { flags.strings[k] = true; });
  });
  return { flags, aliases };
}

// The value stored for `--key val`; numeric-looking strings become numbers.
function coerce(key, val, flags) {
  return isNumber(val) ? Number(val) : val;
}

module.exports = { buildFlags, coerce, isNumber };
