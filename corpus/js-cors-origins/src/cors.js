'use strict';

const { parseRule, normalizeOrigin, matches } = require('./origins');

const DEFAULT_METHODS = ['GET', 'HEAD', 'POST'];

class Cors {
  constructor({ origins = [], methods = DEFAULT_METHODS, credentials = false, maxAge = 600 } = {}) {
    this.rules = origins.map(parseRule);
    this.methods = methods.map((m) => m.toUpperCase());
    this.credentials = credentials;
    this.maxAge = maxAge;
  }

  allowedOrigin(origin) {
    const normalized = origin && normalizeOrigin(origin);
    if (!normalized) return null;
    return this.rules.some((rule) => matches(rule, normalized)) ? normalized : null;
  }

  /** The response headers for a request with these headers (lower-case names). */
  headers(method, requestHeaders) {
    const origin = this.allowedOrigin(requestHeaders.origin);
    if (!origin) return {};
    const out = { 'access-control-allow-origin': origin, vary: 'Origin' };
    if (this.credentials) out['access-control-allow-credentials'] = 'true';
    if (method.toUpperCase() === 'OPTIONS') {
      out['access-control-allow-methods'] = this.methods.join(', ');
      out['access-control-max-age'] = String(this.maxAge);
    }
    return out;
  }
}

module.exports = { Cors, DEFAULT_METHODS };
