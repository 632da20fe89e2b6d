'use strict';

const { parse } = require('./parse');
const { escapeString, flags, decodeParam } = require('./utils');

/**
 * Expose a function for taking tokens and returning a RegExp.
 */
function tokensToRegexp(tokens, keys, options = {}) {
  const { strict = false, end = true } = options;
  let route = '^';
  for (const token of tokens) {
    if (typeof token === 'string') {
      route += escapeString(token);
    } else {
      const prefix = escapeString(token.prefix);
      keys.push(token);
      route += token.modifier === '?'
        ? `(?:${prefix}(${token.pattern}))?`
        : `${prefix}(${token.pattern})`;
    }
  }
  if (end) {
    if (!strict) route += '[\\/#\\?]?';
    route += '$';
  } else {
    route += '(?=[\\/#\\?]|$)';
  }
  return new RegExp(route, flags(options));
}

function pathToRegexp(path, keys = [], options = {}) {
  return tokensToRegexp(parse(path), keys, options);
}

/**
 * Create path match function from `path-to-regexp` spec.
 */
function match(path, options = {}) {
  const keys = [];
  const re = pathToRegexp(path, keys, options);
  const decode = options.decode || decodeParam;
  return (pathname) => {
    const m = re.exec(pathname);
    if (!m) return false;
    const params = {};
    for (let i = 1; i < m.length; i++) {
      if (m[i] === undefined) continue;
      params[keys[i - 1].name] = decode(m[i]);
    }
    return { path: m[0], index: m.index, params };
  };
}

module.exports = { pathToRegexp, match, parse };
