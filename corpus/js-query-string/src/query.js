'use strict';

/** Splits `a=1&b=x%20y` into pairs; keys without `=` get the empty string. */
function pairs(search) {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return [];
  return text.split('&').filter(Boolean).map((part) => {
    const eq = part.indexOf('=');
    if (eq === -1) return [decode(part), ''];
    return [decode(part.slice(0, eq)), part.slice(eq + 1)];
  });
}

/** Form encoding: `+` is a space, then percent-decoding. */
function decode(text) {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** Query string -> object; repeated keys collect their values in an array. */
function parse(search) {
  const out = {};
  for (const [key, value] of pairs(search)) {
    if (!(key in out)) out[key] = value;
    else if (Array.isArray(out[key])) out[key].push(value);
    else out[key] = [out[key], value];
  }
  return out;
}

function stringify(obj) {
  return Object.keys(obj)
    .flatMap((k) => [].concat(obj[k]).map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
    .join('&');
}

module.exports = { parse, stringify, pairs };
