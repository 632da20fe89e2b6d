'use strict';

const { assertString } = require('./lib/util');
const isInt = require('./lib/isInt');

const version = '13.12.0';

function isPort(str) {
  return isInt(str, { allow_leading_zeroes: false, min: 0, max: 65535 });
}

/* eslint-disable prefer-rest-params */
function isLength(str, options) {
  assertString(str);
  let min;
  let max;
  if (typeof (options) === 'object') {
    min = options.min || 0;
    max = options.max;
  } else { // backwards compatibility: isLength(str, min [, max])
    min = arguments[1] || 0;
    max = arguments[2];
  }

  const presentationSequences = str.match(/(\uFE0F|\uFE0E)/g) || [];
  const surrogatePairs = str.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) || [];
  const len = str.length - presentationSequences.length - surrogatePairs.length;
  return len >= min && (typeof max === 'undefined' || len <= max);
}

module.exports = {
  version,
  isInt,
  isLength,
  isPort,
};
