'use strict';

const { parseRange } = require('./range');

// Builds the response for a GET of `body` (a Buffer) with the request's Range header.
function sendFile(body, rangeHeader) {
  const size = body.length;
  const headers = { 'Accept-Ranges': 'bytes' };
  if (!rangeHeader) {
    headers['Content-Length'] = size;
    return { status: 200, headers, body };
  }
  const ranges = parseRange(size, rangeHeader);
  if (ranges === -1) {
    headers['Content-Range'] = `bytes */${size}`;
    return { status: 416, headers, body: Buffer.alloc(0) };
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    // malformed or multipart: ignore the header and send everything
    headers['Content-Length'] = size;
    return { status: 200, headers, body };
  }
  const { start, end } = ranges[0];
  headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  headers['Content-Length'] = end - start + 1;
  return { status: 206, headers, body: body.subarray(start, end + 1) };
}

module.exports = { sendFile };
