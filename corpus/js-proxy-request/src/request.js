'use strict';

const { header, forwarded } = require('./headers');

class Request {
  constructor(raw, options = {}) {
    this.raw = raw;
    this.headers = raw.headers || {};
    this.trustProxy = Boolean(options.trustProxy);
    this.fwd = forwarded(this.headers, this.trustProxy);
  }

  get protocol() {
    if (this.fwd.proto) return this.fwd.proto.toLowerCase();
    return this.raw.encrypted ? 'https' : 'http';
  }

  get secure() {
    return this.protocol === 'https';
  }

  get hostname() {
    const host = this.fwd.host || header(this.headers, 'host') || '';
    return host.replace(/:\d+$/, '');
  }

  get ip() {
    return this.fwd.for || this.raw.remoteAddress;
  }

  get originalUrl() {
    return `${this.protocol}://${this.hostname}${this.raw.url || '/'}`;
  }
}

module.exports = { Request };
