'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { toCsv } = require('../src/csv');
const { quoteField } = require('../src/escape');

const ORDERS = [
  { id: 1, customer: 'Ada', total: 12.5, paid: true },
  { id: 2, customer: 'Lovelace, Ada', total: 3, paid: false },
];

test('header and plain rows', () => {
  assert.strictEqual(toCsv(ORDERS.slice(0, 1)), 'id,customer,total,paid\r\n1,Ada,12.5,true\r\n');
});

test('fields with the separator are quoted', () => {
  assert.strictEqual(toCsv(ORDERS, { header: false, eol: '\n' }), '1,Ada,12.5,true\n2,"Lovelace, Ada",3,false\n');
});

test('embedded quotes are doubled', () => {
  assert.strictEqual(quoteField('12" pizza'), '"12"" pizza"');
});

test('a note with quotes and a newline survives a round trip through the quoting rules', () => {
  const csv = toCsv([{ note: 'said "ok"\nthen left' }], { header: false });
  assert.strictEqual(csv, '"said ""ok""\nthen left"\r\n');
});

test('computed columns, semicolon separator and empty values', () => {
  const csv = toCsv(ORDERS, {
    separator: ';',
    columns: ['customer', { key: 'due', title: 'Due', get: (o) => (o.paid ? null : o.total) }],
  });
  assert.strictEqual(csv, 'customer;Due\r\nAda;\r\n"Lovelace, Ada";3\r\n');
});

test('no rows and no columns gives an empty document', () => {
  assert.strictEqual(toCsv([], { header: false }), '');
});

test('Excel flavour starts with a byte order mark', () => {
  const { toExcelCsv, BOM } = require('../src/index');
  assert.strictEqual(toExcelCsv([{ a: 1 }], { eol: '\n' }), BOM + 'a\r\n1\r\n');
});
