'use strict';

const has = Object.prototype.hasOwnProperty;

// Decodes one key or value of a query string; '+' means a space.
function decode(str) {
  const strWithoutPlus = str.replace(/\+/g, ' ');
  try {
    return decodeURI(strWithoutPlus);
  } catch (e) {
    return strWithoutPlus;
  }
}

function isObject(value) {
  return value !== null && typeof value === 'object';
}

// Merges source into target; repeated plain keys become arrays.
function merge(target, source) {
  if (!isObject(source)) {
    if (Array.isArray(target)) return target.concat([source]);
    return [target, source];
  }
  if (!isObject(target)) return [target].concat(source);
  if (Array.isArray(target) && !Array.isArray(source)) return Object.assign({}, target, source);
  return Object.keys(source).reduce((acc, key) => {
    acc[key] = has.call(acc, key) ? merge(acc[key], source[key]) : source[key];
    return acc;
  }, Array.isArray(target) ? target.slice() : Object.assign({}, target));
}

module.exports = { decode, has, isObject, merge };
