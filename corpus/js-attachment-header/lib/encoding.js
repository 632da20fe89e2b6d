'use strict';

/**
 * RegExp to match chars that must be quoted-pair in RFC 2616
 */
var QUOTE_REGEXP = /([\\"])/g;

/**
 * RegExp to match non attr-char, *after* encodeURIComponent (i.e. not including "%")
 */
var ENCODE_URL_ATTR_CHAR_REGEXP = /[\x00-\x20"'()*,/:;<=>?@[\\\]{}\x7f]/g; // eslint-disable-line no-control-regex

/**
 * RegExp to match non-latin1 characters.
 */
var NON_LATIN1_REGEXP = /[^\x20-\x7e\xa0-\xff]/g;

/**
 * Get ISO-8859-1 version of string.
 */
function getlatin1(val) {
  // simple Unicode -> ISO-8859-1 transformation
  return String(val).replace(NON_LATIN1_REGEXP, '?');
}

/**
 * Percent encode a single character.
 */
function pencode(char) {
  return '%' + String(char).charCodeAt(0).toString(10).toUpperCase();
}

/**
 * Quote a string for HTTP.
 */
function qstring(val) {
  var str = String(val);
  return '"' + str.replace(QUOTE_REGEXP, '\\$1') + '"';
}

/**
 * Encode a Unicode string for HTTP (RFC 5987).
 */
function ustring(val) {
  var str = String(val);
  // percent encode as UTF-8
  var encoded = encodeURIComponent(str).replace(ENCODE_URL_ATTR_CHAR_REGEXP, pencode);
  return 'UTF-8\'\'' + encoded;
}

module.exports = { getlatin1, pencode, qstring, ustring };
