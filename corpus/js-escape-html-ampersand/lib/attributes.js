'use strict'

var escapeHtml = require('./escape')

/**
 * Render an object of attributes as a string to put inside a start tag.
 * `true` renders a bare boolean attribute, `false`, `null` and
 * `undefined` are skipped, arrays (class lists) are joined with spaces.
 *
 * @param {object} attrs
 * @return {string}
 * @public
 */

function renderAttributes (attrs) {
  var out = ''
  var keys = Object.keys(attrs || {})

  for (var i = 0; i < keys.length; i++) {
    var name = keys[i]
    var value = attrs[name]

    if (value === false || value === null || value === undefined) {
      continue
    }

    if (value === true) {
      out += ' ' + name
      continue
    }

    if (Array.isArray(value)) {
      value = value.filter(Boolean).join(' ')
    }

    out += ' ' + name + '="' + escapeHtml(value) + '"'
  }

  return out
}

module.exports = renderAttributes
