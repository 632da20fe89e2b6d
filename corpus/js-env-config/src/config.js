'use strict';

const { parseDuration } = require('./duration');

/** Environment variables the service reads, their parsers and defaults. */
const SCHEMA = {
  PORT: { key: 'port', parse: (v) => parseInt(v, 10), default: '3000' },
  REQUEST_TIMEOUT: { key: 'requestTimeoutMs', parse: (v) => parseDuration(v), default: '30s' },
  SHUTDOWN_GRACE: { key: 'shutdownGraceMs', parse: (v) => parseDuration(v), default: '10s' },
  CACHE_TTL: { key: 'cacheTtlMs', parse: (v) => parseDuration(v, 'm'), default: '5' },
  LOG_LEVEL: { key: 'logLevel', parse: (v) => v.toLowerCase(), default: 'info' },
};

class ConfigError extends Error {}

/** Reads the service configuration from an environment object (process.env by default). */
function loadConfig(env = process.env) {
  const config = {};
  for (const [name, spec] of Object.entries(SCHEMA)) {
    const raw = env[name] === undefined || env[name] === '' ? spec.default : env[name];
    try {
      config[spec.key] = spec.parse(raw);
    } catch (err) {
      throw new ConfigError(`${name}: ${err.message}`);
    }
    if (Number.isNaN(config[spec.key])) throw new ConfigError(`${name}: not a number: ${raw}`);
  }
  return config;
}

module.exports = { loadConfig, ConfigError, SCHEMA };
