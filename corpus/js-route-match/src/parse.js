'use strict';

const NAME_CHAR = /^[A-Za-z0-9_]$/;

/**
 * Parse a path string into tokens: plain strings and `{ name, prefix, pattern, modifier }` keys.
 */
function parse(str) {
  const tokens = [];
  let path = '';
  let i = 0;
  while (i < str.length) {
    const char = str[i];
    if (char === ':') {
      let name = '';
      let j = i + 1;
      while (j < str.length && NAME_CHAR.test(str[j])) name += str[j++];
      if (!name) throw new TypeError(`Missing parameter name at ${i}`);
      let pattern = '[^\\/#\\?]+?';
      if (str[j] === '(') {
        const close = str.indexOf(')', j);
        if (close < 0) throw new TypeError(`Unbalanced pattern at ${j}`);
        pattern = str.slice(j + 1, close);
        j = close + 1;
      }
      let modifier = '';
      if (str[j] === '?') modifier = str[j++];
      let prefix = '';
      if (path.endsWith('/')) {
        prefix = '/';
        path = path.slice(0, -1);
      }
      if (path) tokens.push(path);
      path = '';
      tokens.push({ name, prefix, pattern, modifier });
      i = j;
      continue;
    }
    path += char;
    i++;
  }
  if (path) tokens.push(path);
  return tokens;
}

module.exports = { parse };
