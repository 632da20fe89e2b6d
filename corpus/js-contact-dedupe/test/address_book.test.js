'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { AddressBook, DuplicateContact } = require('../src/address_book');
const { normalizePhone, displayName } = require('../src/normalize');

test('adds a contact with a display name', () => {
  const book = new AddressBook();
  const c = book.add({ first: 'Ada', last: 'Lovelace', email: 'ada@example.org' });
  assert.strictEqual(c.name, 'Ada Lovelace');
  assert.strictEqual(book.size, 1);
});

test('e-mail addresses are case-insensitive', () => {
  const book = new AddressBook();
  book.add({ first: 'Ada', email: 'Ada@Example.org' });
  assert.throws(() => book.add({ first: 'A.', email: 'ada@example.org' }), DuplicateContact);
});

test('finds a contact typed with surrounding spaces', () => {
  const book = new AddressBook();
  book.add({ first: 'Alan', last: 'Turing', email: 'alan@example.org' });
  assert.strictEqual(book.find(' alan@example.org ').name, 'Alan Turing');
});

test('CSV import skips duplicates that differ only by spaces', () => {
  const book = new AddressBook();
  const added = book.importCsv('Ada,Lovelace,ada@example.org,\nAda,L., ada@example.org,+44 1\n');
  assert.strictEqual(added, 1);
  assert.strictEqual(book.size, 1);
});

test('phone numbers keep digits and plus', () => {
  assert.strictEqual(normalizePhone('+44 (0) 20-1234'), '+440201234');
});

test('display name without a last name', () => {
  assert.strictEqual(displayName('Grace', undefined), 'Grace');
});

test('unknown address', () => {
  assert.strictEqual(new AddressBook().find('nobody@example.org'), null);
});
