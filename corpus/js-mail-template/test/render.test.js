'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { render } = require('../src/index');

test('plain variables are escaped', () => {
  assert.equal(render('Hi {{name}}!', { name: 'Tom & <Jerry>' }), 'Hi Tom &amp; &lt;Jerry&gt;!');
});

test('triple braces are raw', () => {
  assert.equal(render('{{{html}}}', { html: '<b>x</b>' }), '<b>x</b>');
});

test('missing values render empty', () => {
  assert.equal(render('[{{nope}}]', {}), '[]');
});

test('list sections repeat', () => {
  const tpl = '{{#items}}<li>{{.}}</li>{{/items}}';
  assert.equal(render(tpl, { items: ['a', 'b'] }), '<li>a</li><li>b</li>');
});

test('inverted section for empty list', () => {
  assert.equal(render('{{^items}}No items.{{/items}}', { items: [] }), 'No items.');
});

test('dotted paths reach nested fields', () => {
  const ctx = { order: { id: 42, customer: { name: 'Ada' } } };
  assert.equal(render('Order {{order.id}} for {{order.customer.name}}', ctx), 'Order 42 for Ada');
});

test('dotted path inside a list section', () => {
  const ctx = { lines: [{ sku: { code: 'X1' } }, { sku: { code: 'Y2' } }] };
  assert.equal(render('{{#lines}}{{sku.code}};{{/lines}}', ctx), 'X1;Y2;');
});

test('partials are inlined before rendering', () => {
  const os = require('node:os');
  const fs = require('node:fs');
  const path = require('node:path');
  const { renderWithPartials } = require('../src/index');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partials-'));
  fs.writeFileSync(path.join(dir, 'footer.html'), '<p>{{company}}</p>');
  assert.equal(renderWithPartials('Bye{{> footer}}', { company: 'ACME' }, dir), 'Bye<p>ACME</p>');
  fs.rmSync(dir, { recursive: true });
});
