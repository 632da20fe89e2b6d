'use strict';

const { decode, has, merge } = require('./utils');

const defaults = { delimiter: '&', depth: 5, parameterLimit: 1000 };

function parseValues(str, options) {
  const cleanStr = str.replace(/^\?/, '');
  const parts = cleanStr.split(options.delimiter, options.parameterLimit);
  const obj = {};
  for (const part of parts) {
    if (!part) continue;
    const pos = part.indexOf('=');
    const key = decode(pos === -1 ? part : part.slice(0, pos));
    const val = pos === -1 ? '' : decode(part.slice(pos + 1));
    obj[key] = has.call(obj, key) ? [].concat(obj[key], val) : val;
  }
  return obj;
}

// 'a[b][c]' with value v -> { a: { b: { c: v } } }; 'a[]' pushes onto an array.
function parseKeys(givenKey, val, options) {
  const segments = givenKey.match(/^[^[]+|\[[^\]]*\]/g) || [givenKey];
  const chain = segments.slice(0, options.depth + 1);
  let leaf = val;
  for (let i = chain.length - 1; i >= 0; --i) {
    const root = chain[i];
    if (root === '[]') {
      leaf = [].concat(leaf);
    } else {
      const cleanRoot = root.startsWith('[') ? root.slice(1, -1) : root;
      leaf = { [cleanRoot]: leaf };
    }
  }
  return leaf;
}

function parse(str, opts) {
  const options = Object.assign({}, defaults, opts);
  if (typeof str !== 'string' || str === '') return {};
  const tempObj = parseValues(str, options);
  let obj = {};
  for (const key of Object.keys(tempObj)) {
    obj = merge(obj, parseKeys(key, tempObj[key], options));
  }
  return obj;
}

module.exports = { parse, parseValues, parseKeys };
