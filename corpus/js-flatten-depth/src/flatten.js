'use strict';

// Flattening nested arrays up to a given depth (like Array.prototype.flat).

function flattenDepth(items, depth = 1) {
  const result = [];
  for (const item of items) {
    if (Array.isArray(item)) {
      result.push(...flattenDepth(item, depth - 1));
    } else {
      result.push(item);
    }
  }
  return result;
}

function depthOf(items) {
  let deepest = 0;
  for (const item of items) {
    if (Array.isArray(item)) {
      deepest = Math.max(deepest, depthOf(item));
    }
  }
  return deepest + 1;
}

module.exports = { flattenDepth, depthOf };
