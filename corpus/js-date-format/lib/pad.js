'use strict';

function pad(n, width = 2) {
  return String(n).padStart(width, '0');
}

module.exports = { pad };
