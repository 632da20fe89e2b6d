'use strict';

// Splitting arrays into fixed-size pieces and joining them back.

function chunk(items, size) {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  }
  const chunks = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size - 1));
  }
  return chunks;
}

function unchunk(chunks) {
  return chunks.flat();
}

module.exports = { chunk, unchunk };
