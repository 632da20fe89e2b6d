'use strict';

const { compile, extractParams } = require('./pattern');

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A small HTTP router. Unless `strictSlash` is set, `/users/42/` is routed
 * like `/users/42`; with `strictSlash` a trailing slash must be in the pattern.
 */
class Router {
  constructor({ strictSlash = false } = {}) {
    this.strictSlash = strictSlash;
    this.routes = [];
  }

  add(method, pattern, handler) {
    const m = method.toUpperCase();
    if (!METHODS.includes(m)) throw new Error(`unsupported method ${method}`);
    this.routes.push({ method: m, pattern, compiled: compile(pattern), handler });
    return this;
  }

  /** { handler, params }, or { status: 404 }, or { status: 405, allow } when only the method is wrong. */
  resolve(method, url) {
    let path = url.split('?')[0];
    if (this.strictSlash && path.length > 1 && path.endsWith('/')) {
      path = path.slice(0, -1);
    }
    const allow = [];
    for (const route of this.routes) {
      const params = extractParams(route.compiled, path);
      if (!params) continue;
      if (route.method === method.toUpperCase()) return { handler: route.handler, params };
      allow.push(route.method);
    }
    return allow.length ? { status: 405, allow } : { status: 404 };
  }
}

module.exports = { Router, METHODS };
