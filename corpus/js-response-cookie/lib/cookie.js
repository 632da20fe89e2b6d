'use strict';

// Serializes one Set-Cookie header value (the shape of the `cookie` package).
const TOKEN = /^[\u0009\u0020-\u007e\u0080-\u00ff]+$/;

function serialize(name, value, opts = {}) {
  if (!TOKEN.test(name)) throw new TypeError('argument name is invalid');
  const enc = opts.encode || encodeURIComponent;
  let str = `${name}=${enc(value)}`;
  if (opts.maxAge != null) {
    if (!Number.isFinite(opts.maxAge)) throw new TypeError('option maxAge is invalid');
    str += `; Max-Age=${Math.floor(opts.maxAge)}`;
  }
  if (opts.domain) str += `; Domain=${opts.domain}`;
  if (opts.path) str += `; Path=${opts.path}`;
  if (opts.expires) str += `; Expires=${opts.expires.toUTCString()}`;
  if (opts.httpOnly) str += '; HttpOnly';
  if (opts.secure) str += '; Secure';
  if (opts.sameSite) {
    const s = String(opts.sameSite).toLowerCase();
    str += `; SameSite=${s.charAt(0).toUpperCase()}${s.slice(1)}`;
  }
  return str;
}

module.exports = { serialize };
