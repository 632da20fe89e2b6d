'use strict';

/**
 * RegExp to match *( ";" parameter ) in RFC 7231 sec 3.1.1.1
 *
 * parameter     = token "=" ( token / quoted-string )
 */
var PARAM_REGEXP = /; *([!#$%&'*+.^_`|~0-9A-Za-z-]+) *= *("(?:[\u000b\u0020\u0021\u0023-\u005b\u005d-\u007e\u0080-\u00ff]|\\[\u000b\u0020-\u00ff])*"|[!#$%&'*+.^_`|~0-9A-Za-z-]+) */g;
var QESC_REGEXP = /\\([\u000b\u0020-\u00ff])/g;

/**
 * Parse the parameters that follow the media type.
 *
 * @param {string} header
 * @param {number} index  position of the first ";"
 * @return {object|null}  parameters, or null when the header is malformed
 * @private
 */
function parseParameters(header, index) {
  var parameters = Object.create(null);
  var match;

  PARAM_REGEXP.lastIndex = index;

  while ((match = PARAM_REGEXP.exec(header))) {
    if (match.index !== index) {
      return null;
    }

    index += match[0].length;
    var key = match[1];
    var value = match[2];

    if (value.charCodeAt(0) === 0x22 /* " */) {
      // remove quotes and escapes
      value = value.slice(1, -1);

      if (value.indexOf('\\') !== -1) {
        value = value.replace(QESC_REGEXP, '$1');
      }
    }

    parameters[key] = value;
  }

  if (index !== header.length) {
    return null;
  }

  return parameters;
}

module.exports = { parseParameters: parseParameters };
