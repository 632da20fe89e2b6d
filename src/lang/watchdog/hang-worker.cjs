'use strict';
// bugbash's hang watchdog, the worker half (see hang.cjs): connects to the main thread's
// inspector (a minimal WebSocket client), pauses it, prints its stack as V8 frames, and ends the
// process: a hang becomes a failure with a location.
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const fs = require('node:fs');
const crypto = require('node:crypto');
const { fileURLToPath } = require('node:url');
const { url, ms, pid } = workerData;
const scripts = new Map();

function frame(obj) {
  const payload = Buffer.from(JSON.stringify(obj));
  const mask = crypto.randomBytes(4);
  let header;
  if (payload.length < 126) {
    header = Buffer.from([0x81, 0x80 | payload.length]);
  } else {
    header = Buffer.alloc(4);
    header[0] = 0x81; header[1] = 0x80 | 126; header.writeUInt16BE(payload.length, 2);
  }
  const masked = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i++) masked[i] = payload[i] ^ mask[i % 4];
  return Buffer.concat([header, mask, masked]);
}

// At the deadline, and every second after it: a main thread that does not answer within half a
// second is stuck in synchronous code, and is paused and reported.
let answered = false;
parentPort.on('message', () => {
  answered = true;
});
function check() {
  answered = false;
  parentPort.postMessage('ping');
  setTimeout(() => (answered ? setTimeout(check, 1000) : report()), 500);
}
setTimeout(check, Math.max(ms - 500, 0));

function report() {
  const u = new URL(url);
  const socket = net.connect(Number(u.port), u.hostname);
  let buf = Buffer.alloc(0);
  let upgraded = false;
  socket.on('connect', () => {
    socket.write(
      `GET ${u.pathname} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });
  socket.on('data', (data) => {
    buf = Buffer.concat([buf, data]);
    if (!upgraded) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      upgraded = true;
      buf = buf.subarray(end + 4);
      socket.write(frame({ id: 1, method: 'Debugger.enable' }));
      socket.write(frame({ id: 2, method: 'Debugger.pause' }));
    }
    while (buf.length >= 2) {
      let len = buf[1] & 0x7f;
      let off = 2;
      if (len === 126) { if (buf.length < 4) return; len = buf.readUInt16BE(2); off = 4; }
      else if (len === 127) { if (buf.length < 10) return; len = Number(buf.readBigUInt64BE(2)); off = 10; }
      if (buf.length < off + len) return;
      const text = buf.subarray(off, off + len).toString();
      buf = buf.subarray(off + len);
      let msg;
      try { msg = JSON.parse(text); } catch (e) { continue; }
      if (msg.method === 'Debugger.scriptParsed') {
        scripts.set(msg.params.scriptId, msg.params.url);
      } else if (msg.method === 'Debugger.paused') {
        const lines = msg.params.callFrames.map((f) => {
          let file = f.url || scripts.get(f.location.scriptId) || '<anonymous>';
          if (file.startsWith('file://')) { try { file = fileURLToPath(file); } catch (e) {} }
          const name = f.functionName || '<anonymous>';
          return `    at ${name} (${file}:${f.location.lineNumber + 1}:${f.location.columnNumber + 1})`;
        });
        fs.writeSync(2, `\nbugbash-watchdog: timed out after ${ms} ms; the stack at the deadline:\n${lines.join('\n')}\n`);
        process.kill(pid, 'SIGKILL');
      }
    }
  });
  socket.on('error', () => {});
}
