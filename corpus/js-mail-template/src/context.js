'use strict';

// Looks up a dotted path ("order.customer.name") in a context object.
function resolve(ctx, path) {
  if (path === '.') return ctx;
  const parts = path.split('.');
  let cur = ctx;
  for (const part of parts) {
    if (cur === null || cur === undefined) return undefined;
    cur = ctx[part];
  }
  return cur;
}

function isShown(value) {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

module.exports = { resolve, isShown };
