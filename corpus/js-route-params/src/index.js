'use strict';

const { parse } = require('./parse');

/**
 * Escape a regular expression string.
 */
function escapeString(str) {
  return str.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

/**
 * Get the flags for a regexp from the options.
 */
function flags(options) {
  return options && options.sensitive ? '' : 'i';
}

/**
 * Expose a function for taking tokens and returning a RegExp.
 */
function tokensToRegexp(tokens, keys, options = {}) {
  const { strict = false, start = true, end = true, encode = (x) => x, delimiter = '/#?' } = options;
  const delimiterRe = `[${escapeString(delimiter)}]`;
  let route = start ? '^' : '';

  for (const token of tokens) {
    if (typeof token === 'string') {
      route += escapeString(encode(token));
      continue;
    }
    const prefix = escapeString(encode(token.prefix));
    if (keys) keys.push(token);

    if (token.modifier === '+' || token.modifier === '*') {
      const mod = token.modifier === '*' ? '?' : '';
      route += `(?:${prefix}((?:${token.pattern})(?:${prefix}(?:${token.pattern}))*))${mod}`;
    } else {
      route += `(?:${prefix}(${token.pattern}))${token.modifier}`;
    }
  }
  if (!strict) route += `${delimiterRe}?`;
  route += end ? '$' : `(?=${delimiterRe}|$)`;
  return new RegExp(route, flags(options));
}

/**
 * Create a path regexp from string input.
 */
function pathToRegexp(path, keys, options) {
  return tokensToRegexp(parse(path, options), keys, options);
}

/**
 * Create a path match function from `path-to-regexp` output.
 */
function regexpToFunction(re, keys, options = {}) {
  const { decode = (x) => x } = options;

  return function (pathname) {
    const m = re.exec(pathname);
    if (!m) return false;
    const { 0: path, index } = m;
    const params = Object.create(null);

    for (let i = 1; i < m.length; i++) {
      const key = keys[i - 1];
      if (key.modifier === '*' || key.modifier === '+') {
        params[key.name] = m[i].split(key.prefix).map((value) => decode(value, key));
      } else {
        params[key.name] = decode(m[i], key);
      }
    }

    return { path, index, params };
  };
}

/**
 * Create path match function from `path-to-regexp` spec.
 */
function match(str, options) {
  const keys = [];
  const re = pathToRegexp(str, keys, options);
  return regexpToFunction(re, keys, options);
}

module.exports = { escapeString, match, parse, pathToRegexp, regexpToFunction, tokensToRegexp };
