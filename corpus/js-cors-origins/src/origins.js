'use strict';

/**
 * Allowed-origin rules. A rule is an exact origin (`https://app.example.com`),
 * `*` for any origin, or a wildcard for subdomains (`https://*.example.com`),
 * which matches `https://eu.example.com` but not `https://example.com` itself.
 */
function parseRule(rule) {
  const text = rule.trim().toLowerCase().replace(/\/+$/, '');
  if (text === '*') return { any: true };
  const m = /^(https?):\/\/\*\.(.+)$/.exec(text);
  if (m) return { scheme: m[1], suffix: `.${m[2]}` };
  return { exact: text };
}

function normalizeOrigin(origin) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  return `${url.protocol}//${url.host}`;
}

function matches(rule, origin) {
  if (rule.any) return true;
  if (rule.exact) return rule.exact === origin;
  const scheme = origin.slice(0, origin.indexOf(':'));
  const host = origin.slice(scheme.length + 3);
  return scheme === rule.scheme && host.startsWith(rule.suffix);
}

module.exports = { parseRule, normalizeOrigin, matches };
