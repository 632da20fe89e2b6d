'use strict';

/**
 * Tokenize input string.
 */
function lexer(str) {
  const tokens = [];
  let i = 0;

  while (i < str.length) {
    const char = str[i];
    if (char === '*' || char === '+' || char === '?') {
      tokens.push({ type: 'MODIFIER', index: i, value: str[i++] });
      continue;
    }
    if (char === '\\') {
      tokens.push({ type: 'ESCAPED_CHAR', index: i++, value: str[i++] });
      continue;
    }
    if (char === ':') {
      let name = '';
      let j = i + 1;

      while (j < str.length && /\w/.test(str[j])) {
        name += str[j++];
      }
      if (!name) throw new TypeError(`Missing parameter name at ${i}`);
      tokens.push({ type: 'NAME', index: i, value: name });
      i = j;
      continue;
    }

    tokens.push({ type: 'CHAR', index: i, value: str[i++] });
  }
  tokens.push({ type: 'END', index: i, value: '' });
  return tokens;
}

/**
 * Parse a string for the raw tokens.
 */
function parse(str, options = {}) {
  const tokens = lexer(str);
  const { prefixes = './' } = options;
  const result = [];
  let i = 0;
  let path = '';

  const tryConsume = (type) => {
    if (i < tokens.length && tokens[i].type === type) return tokens[i++].value;
  };

  while (i < tokens.length) {
    const char = tryConsume('CHAR');
    const name = tryConsume('NAME');
    if (name) {
      let prefix = char || '';

      if (prefixes.indexOf(prefix) === -1) {
        path += prefix;
        prefix = '';
      }
      if (path) {
        result.push(path);
        path = '';
      }
      result.push({ name, prefix, suffix: '', pattern: '[^\\/#\\?]+?', modifier: tryConsume('MODIFIER') || '' });
      continue;
    }

    const value = char || tryConsume('ESCAPED_CHAR');
    if (value) {
      path += value;
      continue;
    }
    if (path) {
      result.push(path);
      path = '';
    }
    const { type, index } = tokens[i++];
    if (type !== 'END') throw new TypeError(`Unexpected ${type} at ${index}, expected END`);
  }

  return result;
}

module.exports = { lexer, parse };
