'use strict';

var mediaType = require('./mediaType');

/**
 * Get the preferred media types from an Accept header.
 *
 * @param {string} [accept]    the Accept header, all types when missing
 * @param {string[]} [provided] the types the server can produce
 * @public
 */
module.exports = function preferredMediaTypes(accept, provided) {
  // RFC 2616 sec 14.2: no header = */*
  var accepts = mediaType.parseAccept(accept === undefined ? '*/*' : accept || '');

  if (!provided) {
    // sorted list of all types
    return accepts
      .filter(isQuality)
      .sort(compareSpecs)
      .map(getFullType);
  }

  var priorities = provided.map(function getPriority(type, index) {
    return mediaType.getMediaTypePriority(type, accepts, index);
  });

  // sorted list of accepted types
  return priorities.filter(isQuality).sort(compareSpecs).map(function getType(priority) {
    return provided[priorities.indexOf(priority)];
  });
};

/** Compare two specs: quality, then specificity, then header order. */
function compareSpecs(a, b) {
  return (b.q - a.q) || (b.s - a.s) || (a.o - b.o) || (a.i - b.i) || 0;
}

function getFullType(spec) {
  return spec.type + '/' + spec.subtype;
}

/** Whether a spec is acceptable at all (q=0 means "not acceptable"). */
function isQuality(spec) {
  return spec.q >= 0;
}
