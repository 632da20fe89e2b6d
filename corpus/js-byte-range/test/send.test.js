'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { sendFile } = require('../lib/send');

const file = Buffer.from('0123456789abcdefghij'); // 20 bytes

test('no Range header sends the whole file', () => {
  const res = sendFile(file);
  assert.strictEqual(res.status, 200);
  assert.strictEqual(res.headers['Content-Length'], 20);
});

test('a middle range', () => {
  const res = sendFile(file, 'bytes=5-9');
  assert.strictEqual(res.status, 206);
  assert.strictEqual(res.headers['Content-Range'], 'bytes 5-9/20');
  assert.strictEqual(res.body.toString(), '56789');
});

test('open-ended and suffix ranges', () => {
  assert.strictEqual(sendFile(file, 'bytes=15-').body.toString(), 'fghij');
  const res = sendFile(file, 'bytes=-4');
  assert.strictEqual(res.headers['Content-Range'], 'bytes 16-19/20');
  assert.strictEqual(res.body.toString(), 'ghij');
});

test('a range past the end is clamped', () => {
  const res = sendFile(file, 'bytes=10-999');
  assert.strictEqual(res.headers['Content-Range'], 'bytes 10-19/20');
  assert.strictEqual(res.body.length, 10);
});

test('a range ending exactly at the size is clamped', () => {
  // clients that confuse length and last index ask for bytes=0-20 on a 20-byte file
  const res = sendFile(file, 'bytes=0-20');
  assert.strictEqual(res.headers['Content-Range'], 'bytes 0-19/20');
  assert.strictEqual(res.headers['Content-Length'], 20);
});

test('unsatisfiable and malformed ranges', () => {
  assert.strictEqual(sendFile(file, 'bytes=30-40').status, 416);
  assert.strictEqual(sendFile(file, 'pages=1-2').status, 200);
  assert.strictEqual(sendFile(file, 'garbage').status, 200);
});
