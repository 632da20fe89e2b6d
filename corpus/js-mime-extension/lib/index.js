'use strict';

var db = require('./db');
var extname = require('path').extname;

var EXTRACT_TYPE_REGEXP = /^\s*([^;\s]*)(?:;|\s|$)/;
var TEXT_TYPE_REGEXP = /^text\//i;

exports.charset = charset;
exports.charsets = { lookup: charset };
exports.contentType = contentType;
exports.extension = extension;
exports.extensions = Object.create(null);
exports.lookup = lookup;
exports.types = Object.create(null);

populateMaps(exports.extensions, exports.types);

/** Get the default charset for a MIME type. */
function charset(type) {
  if (!type || typeof type !== 'string') {
    return false;
  }

  var match = EXTRACT_TYPE_REGEXP.exec(type);
  var mime = match && db[match[1].toLowerCase()];

  if (mime && mime.charset) {
    return mime.charset;
  }

  // default text/* to utf-8
  if (match && TEXT_TYPE_REGEXP.test(match[1])) {
    return 'UTF-8';
  }

  return false;
}

/** Create a full Content-Type header given a MIME type or extension. */
function contentType(str) {
  if (!str || typeof str !== 'string') {
    return false;
  }

  var mime = str.indexOf('/') === -1 ? exports.lookup(str) : str;
  if (!mime) {
    return false;
  }

  if (mime.indexOf('charset') === -1) {
    var cs = exports.charset(mime);
    if (cs) mime += '; charset=' + cs.toLowerCase();
  }

  return mime;
}

/** Get the default extension for a MIME type. */
function extension(type) {
  if (!type || typeof type !== 'string') {
    return false;
  }

  var match = EXTRACT_TYPE_REGEXP.exec(type);

  // get extensions
  var exts = match && exports.extensions[match[1].toLowerCase()];

  return exts[0];
}

/** Lookup the MIME type for a file path/extension. */
function lookup(path) {
  if (!path || typeof path !== 'string') {
    return false;
  }

  // get the extension ("ext" or ".ext" or full path)
  var ext = extname('x.' + path).toLowerCase().substr(1);

  if (!ext) {
    return false;
  }

  return exports.types[ext] || false;
}

/** Populate the extensions and types maps. */
function populateMaps(extensions, types) {
  Object.keys(db).forEach(function forEachMimeType(type) {
    var exts = db[type].extensions;
    if (!exts || !exts.length) return;

    extensions[type] = exts;
    for (var i = 0; i < exts.length; i++) {
      if (!types[exts[i]]) types[exts[i]] = type;
    }
  });
}
