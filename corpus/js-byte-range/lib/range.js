'use strict';

// Parses a Range header ("bytes=0-499,1000-") for a resource of `size` bytes.
// Returns an array of { start, end } (inclusive, with a `type`), -1 if no range is
// satisfiable, or -2 if the header is malformed.
function parseRange(size, header) {
  if (typeof header !== 'string') throw new TypeError('header must be a string');
  const eq = header.indexOf('=');
  if (eq === -1) return -2;

  const ranges = [];
  ranges.type = header.slice(0, eq).trim();
  for (const spec of header.slice(eq + 1).split(',')) {
    const [first, last] = spec.trim().split('-');
    let start = parseInt(first, 10);
    let end = parseInt(last, 10);

    if (isNaN(start)) {
      // suffix range: the last `end` bytes
      start = size - end;
      end = size - 1;
    } else if (isNaN(end)) {
      end = size - 1;
    }
    if (end > size) end = size - 1;

    if (isNaN(start) || isNaN(end) || start > end || start < 0) continue;
    ranges.push({ start, end });
  }
  if (ranges.length === 0) return -1;
  return ranges;
}

module.exports = { parseRange };
