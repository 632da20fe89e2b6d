'use strict';

const { safeDecode, unquote } = require('./decode');

// Parses a Cookie request header into an object. The first occurrence of a name wins,
// as browsers send the most specific cookie first.
function parseCookies(header) {
  const cookies = Object.create(null);
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    cookies[name] = safeDecode(unquote(part.slice(eq + 1).trim()));
  }
  return cookies;
}

function serializeCookie(name, value, { maxAge, path = '/', httpOnly = true } = {}) {
  let out = `${name}=${encodeURIComponent(value)}; Path=${path}`;
  if (maxAge !== undefined) out += `; Max-Age=${Math.floor(maxAge)}`;
  if (httpOnly) out += '; HttpOnly';
  return out;
}

module.exports = { parseCookies, serializeCookie };
