'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Cart } = require('../src/cart');
const { lineDiscount } = require('../src/discount');

test('counts items', () => {
  assert.strictEqual(new Cart().add('a', 100, 2).add('b', 50).add('a', 100).itemCount(), 4);
});

test('subtotal of several lines', () => {
  assert.strictEqual(new Cart().add('a', 250, 2).add('b', 199).subtotal(), 699);
});

test('total applies the bulk discount', () => {
  assert.strictEqual(new Cart().add('a', 100, 10).add('b', 5).total(), 905);
});

test('bulk discount per line', () => {
  assert.strictEqual(lineDiscount({ price: 100, qty: 10 }), 100);
  assert.strictEqual(lineDiscount({ price: 100, qty: 9 }), 0);
});

test('prices are whole cents', () => {
  assert.throws(() => new Cart().add('a', 1.5), TypeError);
});
