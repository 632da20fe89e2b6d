'use strict';

// Throws unless `input` is a string: validators only accept strings, never numbers or null.
function assertString(input) {
  if (input === undefined || input === null) {
    throw new TypeError(`Expected a string but received a ${input}`);
  }
  if (input.constructor.name !== 'String') {
    throw new TypeError(`Expected a string but received a ${input.constructor.name}`);
  }
}

// Options that are present but null or undefined (`{ min: undefined }`) are treated as unset.
function isNullOrUndefined(value) {
  return value === null || value === undefined;
}

module.exports = { assertString, isNullOrUndefined };
