'use strict';

/**
 * Compiles a route pattern such as `/users/:id` or `/files/*path` into a
 * regular expression and the names of its parameters. `:name` matches one
 * path segment; a final `*name` matches the rest of the path.
 */
function compile(pattern) {
  const keys = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      if (segment.startsWith('*')) {
        keys.push(segment.slice(1));
        return '(.+)';
      }
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), keys };
}

function extractParams(compiled, path) {
  const match = compiled.regex.exec(path);
  if (!match) return null;
  const params = {};
  compiled.keys.forEach((key, i) => {
    params[key] = decodeURIComponent(match[i + 1]);
  });
  return params;
}

module.exports = { compile, extractParams };
