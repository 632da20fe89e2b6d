'use strict';

// Property paths: 'a.b[0].c' or ['a', 'b', 0, 'c'].
const PART = /[^.[\]]+|\[(\d+)\]/g;

function toPath(value) {
  if (Array.isArray(value)) return value.slice();
  if (typeof value === 'number') return [value];
  const parts = [];
  String(value).replace(PART, (match, index) => {
    parts.push(index !== undefined ? Number(index) : match);
    return match;
  });
  return parts;
}

function get(object, path, defaultValue) {
  const keys = toPath(path);
  let index = 0;
  while (object != null && index < keys.length) {
    object = object[keys[index++]];
  }
  const result = index && index === keys.length ? object : undefined;
  return result == null ? defaultValue : result;
}

function has(object, path) {
  const keys = toPath(path);
  for (const key of keys) {
    if (object == null || !Object.prototype.hasOwnProperty.call(object, key)) return false;
    object = object[key];
  }
  return keys.length > 0;
}

module.exports = { toPath, get, has };
