'use strict';

function camelCase(str) {
  // Handle the case where an argument is provided as camel case, e.g., fooBar.
  // by ensuring that the string isn't already mixed case:
  const isCamelCase = str !== str.toLowerCase() && str !== str.toUpperCase();
  if (!isCamelCase) {
    str = str.toLowerCase();
  }
  if (str.indexOf('-') === -1 && str.indexOf('_') === -1) {
    return str;
  }
  let camelcase = '';
  let nextChrUpper = false;
  const leadingHyphens = str.match(/^-+/);
  for (let i = leadingHyphens ? leadingHyphens[0].length : 0; i < str.length; i++) {
    let chr = str.charAt(i);
    if (nextChrUpper) {
      nextChrUpper = false;
      chr = chr.toUpperCase();
    }
    if (i !== 0 && (chr === '-' || chr === '_')) {
      nextChrUpper = true;
    } else if (chr !== '-' && chr !== '_') {
      camelcase += chr;
    }
  }
  return camelcase;
}

function looksLikeNumber(x) {
  if (x === null || x === undefined) return false;
  if (typeof x === 'number') return true;
  if (/^0x[0-9a-f]+$/i.test(x)) return true;
  if (/^0[^.]/.test(x)) return false;
  return /^[-]?(?:\d+(?:\.\d*)?|\.\d+)(e[-+]?\d+)?$/.test(x);
}

module.exports = { camelCase, looksLikeNumber };
