'use strict'

var test = require('node:test')
var assert = require('node:assert')
var { html, safe, element, escapeHtml } = require('../lib/template')
var renderAttributes = require('../lib/attributes')

test('strings without special characters are returned as-is', function () {
  assert.strictEqual(escapeHtml('hello world'), 'hello world')
  assert.strictEqual(escapeHtml(42), '42')
})

test('escapes tags and quotes', function () {
  assert.strictEqual(escapeHtml('<script>alert("hi")</script>'), '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;')
  assert.strictEqual(escapeHtml("it's"), 'it&#39;s')
})

test('html template escapes interpolated values', function () {
  var name = '<b>Ada</b>'
  assert.strictEqual(String(html`<p>Hello, ${name}!</p>`), '<p>Hello, &lt;b&gt;Ada&lt;/b&gt;!</p>')
})

test('html template keeps query strings in links intact', function () {
  var href = '/search?q=cats&page=2'
  assert.strictEqual(String(html`<a href="${href}">next</a>`), '<a href="/search?q=cats&amp;page=2">next</a>')
})

test('safe strings and arrays are not escaped twice', function () {
  var items = ['<one>', safe('<em>two</em>')]
  assert.strictEqual(String(html`<ul>${items.map(function (i) { return html`<li>${i}</li>` })}</ul>`),
    '<ul><li>&lt;one&gt;</li><li><em>two</em></li></ul>')
})

test('renderAttributes handles booleans and class lists', function () {
  assert.strictEqual(renderAttributes({ disabled: true, hidden: false, class: ['btn', null, 'primary'] }),
    ' disabled class="btn primary"')
  assert.strictEqual(renderAttributes({ title: '"quoted" <x>' }), ' title="&quot;quoted&quot; &lt;x&gt;"')
})

test('element escapes text content and attribute values', function () {
  var out = element('td', { 'data-label': 'Fish & Chips' }, 'Salt & vinegar')
  assert.strictEqual(String(out), '<td data-label="Fish &amp; Chips">Salt &amp; vinegar</td>')
})

test('null and false interpolate to nothing', function () {
  assert.strictEqual(String(html`<p>${null}${false}${undefined}</p>`), '<p></p>')
})
