'use strict';

var parseParameters = require('./params').parseParameters;

var TEXT_REGEXP = /^[\u000b\u0020-\u007e\u0080-\u00ff]+$/;
var TOKEN_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
var QUOTE_REGEXP = /([\\"])/g;
var TYPE_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

exports.format = format;
exports.parse = parse;

/** Format object to media type. */
function format(obj) {
  if (!obj || typeof obj !== 'object') {
    throw new TypeError('argument obj is required');
  }

  var parameters = obj.parameters;
  var type = obj.type;

  if (!type || !TYPE_REGEXP.test(type)) {
    throw new TypeError('invalid type');
  }

  var string = type;

  if (parameters && typeof parameters === 'object') {
    var params = Object.keys(parameters).sort();

    for (var i = 0; i < params.length; i++) {
      var param = params[i];

      if (!TOKEN_REGEXP.test(param)) {
        throw new TypeError('invalid parameter name');
      }

      string += '; ' + param + '=' + qstring(parameters[param]);
    }
  }

  return string;
}

/** Parse media type to object. */
function parse(string) {
  if (!string) {
    throw new TypeError('argument string is required');
  }

  var header = string;
  if (typeof header !== 'string') {
    throw new TypeError('argument string is required to be a string');
  }

  var index = header.indexOf(';');
  var type = index !== -1 ? header.slice(0, index).trim() : header.trim();

  if (!TYPE_REGEXP.test(type)) {
    throw new TypeError('invalid media type');
  }

  var obj = new ContentType(type.toLowerCase());

  if (index !== -1) {
    var parameters = parseParameters(header, index);

    if (parameters === null) {
      throw new TypeError('invalid parameter format');
    }

    obj.parameters = parameters;
  }

  return obj;
}

function qstring(val) {
  var str = String(val);

  if (TOKEN_REGEXP.test(str)) {
    return str;
  }

  if (str.length > 0 && !TEXT_REGEXP.test(str)) {
    throw new TypeError('invalid parameter value');
  }

  return '"' + str.replace(QUOTE_REGEXP, '\\$1') + '"';
}

function ContentType(type) {
  this.parameters = Object.create(null);
  this.type = type;
}
