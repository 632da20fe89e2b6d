'use strict';

/**
 * Escape a regular expression string.
 */
function escapeString(str) {
  return str.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

/**
 * Get the flags for a regexp from the options.
 */
function flags(options) {
  return options && !options.sensitive ? '' : 'i';
}

/**
 * Default param decoder.
 */
function decodeParam(value) {
  try {
    return decodeURIComponent(value);
  } catch (err) {
    throw new URIError(`Failed to decode param "${value}"`);
  }
}

module.exports = { escapeString, flags, decodeParam };
