'use strict';

// Cookie values are usually percent-encoded, but browsers and other servers send all sorts of
// things. A value that is not valid percent-encoding is passed through unchanged.
function safeDecode(value) {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (err) {
    if (err instanceof URIError) return '';
    throw err;
  }
}

function unquote(value) {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value;
}

module.exports = { safeDecode, unquote };
