'use strict';

const { hasUnicode, stringSize, stringToArray } = require('./stringSize');

/** Used as default options for `truncate`. */
const DEFAULT_TRUNC_LENGTH = 30;
const DEFAULT_TRUNC_OMISSION = '...';

/**
 * Truncates `string` if it's longer than the given maximum string length.
 * The last characters of the truncated string are replaced with the omission
 * string which defaults to "...".
 *
 * @param {string} [string=''] The string to truncate.
 * @param {Object} [options={}] The options object.
 * @param {number} [options.length=30] The maximum string length.
 * @param {string} [options.omission='...'] The string to indicate text is omitted.
 * @param {RegExp|string} [options.separator] The separator pattern to truncate to.
 * @returns {string} Returns the truncated string.
 * @example
 *
 * truncate('hi-diddly-ho there, neighborino', { length: 24, separator: ' ' })
 * // => 'hi-diddly-ho there,...'
 */
function truncate(string, options) {
  let separator;
  let length = DEFAULT_TRUNC_LENGTH;
  let omission = DEFAULT_TRUNC_OMISSION;

  if (options !== null && typeof options === 'object') {
    separator = 'separator' in options ? options.separator : separator;
    length = 'length' in options ? Math.trunc(options.length) : length;
    omission = 'omission' in options ? `${options.omission}` : omission;
  }
  string = string == null ? '' : `${string}`;

  let strSymbols;
  let strLength = string.length;
  if (hasUnicode(string)) {
    strSymbols = stringToArray(string);
    strLength = strSymbols.length;
  }
  let end = length - stringSize(omission);
  if (end < 1) {
    return omission;
  }
  let result = strSymbols ? strSymbols.slice(0, end).join('') : string.slice(0, end);
  if (separator === undefined) {
    return result + omission;
  }
  if (strSymbols) {
    end += result.length - end;
  }
  if (separator instanceof RegExp) {
    if (string.slice(end).search(separator)) {
      let match;
      let newEnd;
      const substring = result;

      if (!separator.global) {
        separator = RegExp(separator.source, `${separator.flags}g`);
      }
      separator.lastIndex = 0;
      while ((match = separator.exec(substring))) {
        newEnd = match.index;
      }
      result = result.slice(0, newEnd === undefined ? end : newEnd);
    }
  } else if (string.indexOf(separator, end) != end) {
    const index = result.lastIndexOf(separator);
    if (index > -1) {
      result = result.slice(0, index);
    }
  }
  return result + omission;
}

module.exports = truncate;
