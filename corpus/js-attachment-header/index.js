'use strict';

var basename = require('path').basename;
var { getlatin1, qstring, ustring } = require('./lib/encoding');

var TOKEN_REGEXP = /^[!#$%&'*+.0-9A-Z^_`a-z|~-]+$/;
var TEXT_REGEXP = /^[\x20-\x7e\x80-\xff]+$/;
var HEX_ESCAPE_REGEXP = /%[0-9A-Fa-f]{2}/;
var NON_LATIN1_REGEXP = /[^\x20-\x7e\xa0-\xff]/;

/**
 * Create an attachment Content-Disposition header.
 *
 * @param {string} [filename]
 * @param {object} [options]
 * @param {string} [options.type=attachment]
 * @param {string|boolean} [options.fallback=true]
 * @return {string}
 */
function contentDisposition(filename, options) {
  var opts = options || {};
  var type = opts.type || 'attachment';
  var params = createparams(filename, opts.fallback);
  return format({ type: type, parameters: params });
}

function createparams(filename, fallback) {
  if (filename === undefined) return;
  var params = {};
  if (typeof filename !== 'string') throw new TypeError('filename must be a string');
  if (fallback === undefined) fallback = true;
  if (typeof fallback !== 'string' && typeof fallback !== 'boolean') {
    throw new TypeError('fallback must be a string or boolean');
  }
  if (typeof fallback === 'string' && NON_LATIN1_REGEXP.test(fallback)) {
    throw new TypeError('fallback must be ISO-8859-1 string');
  }
  var name = basename(filename);
  var isQuotedString = TEXT_REGEXP.test(name);
  var fallbackName = typeof fallback !== 'string' ? fallback && getlatin1(name) : basename(fallback);
  var hasFallback = typeof fallbackName === 'string' && fallbackName !== name;
  if (hasFallback || !isQuotedString || HEX_ESCAPE_REGEXP.test(name)) {
    params['filename*'] = name;
  }
  if (isQuotedString || hasFallback) {
    params.filename = hasFallback ? fallbackName : name;
  }
  return params;
}

function format(obj) {
  var parameters = obj.parameters;
  var type = obj.type;
  if (!type || typeof type !== 'string' || !TOKEN_REGEXP.test(type)) {
    throw new TypeError('invalid type');
  }
  var string = String(type).toLowerCase();
  if (parameters && typeof parameters === 'object') {
    var params = Object.keys(parameters).sort();
    for (var i = 0; i < params.length; i++) {
      var param = params[i];
      var val = param.slice(-1) === '*' ? ustring(parameters[param]) : qstring(parameters[param]);
      string += '; ' + param + '=' + val;
    }
  }
  return string;
}

module.exports = contentDisposition;
