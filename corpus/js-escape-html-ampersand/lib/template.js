'use strict'

var escapeHtml = require('./escape')
var renderAttributes = require('./attributes')

/**
 * Wrap a string that is already safe HTML so `html` does not escape it.
 * @public
 */

function SafeString (value) {
  this.value = String(value)
}

SafeString.prototype.toString = function toString () {
  return this.value
}

function safe (value) {
  return value instanceof SafeString ? value : new SafeString(value)
}

/**
 * Tagged template literal: interpolated values are escaped,
 * arrays are concatenated and SafeString values are kept as-is.
 * @public
 */

function html (strings) {
  var out = strings[0]

  for (var i = 1; i < strings.length; i++) {
    out += stringify(arguments[i]) + strings[i]
  }

  return safe(out)
}

function stringify (value) {
  if (value === null || value === undefined || value === false) {
    return ''
  }

  if (Array.isArray(value)) {
    return value.map(stringify).join('')
  }

  return value instanceof SafeString ? value.value : escapeHtml(value)
}

/**
 * Render one element with attributes and (escaped) text content.
 * @public
 */

function element (tag, attrs, text) {
  return safe('<' + tag + renderAttributes(attrs) + '>' + stringify(text) + '</' + tag + '>')
}

module.exports = { html: html, safe: safe, element: element, escapeHtml: escapeHtml }
