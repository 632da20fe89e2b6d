'use strict';

const { serialize } = require('./cookie');

class Response {
  constructor() {
    this.statusCode = 200;
    this.headers = {};
  }

  append(field, value) {
    const key = field.toLowerCase();
    const prev = this.headers[key];
    this.headers[key] = prev === undefined ? value : [].concat(prev, value);
    return this;
  }

  // res.cookie(name, value, { maxAge: milliseconds, ... }), as in express.
  cookie(name, value, options) {
    const opts = { path: '/', ...options };
    const val = typeof value === 'object' ? 'j:' + JSON.stringify(value) : String(value);
    if (opts.maxAge != null) {
      const maxAge = opts.maxAge - 0;
      if (!Number.isNaN(maxAge)) {
        opts.expires = new Date(Date.now() + maxAge);
        opts.maxAge = Math.floor(maxAge / 100);
      }
    }
    return this.append('Set-Cookie', serialize(name, val, opts));
  }

  clearCookie(name, options) {
    return this.cookie(name, '', { expires: new Date(1), ...options, maxAge: undefined });
  }
}

module.exports = { Response };
