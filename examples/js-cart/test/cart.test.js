'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { createCart, addItem, removeItem, subtotal, itemCount } = require('../src/cart');

test('adding the same sku twice merges the lines', () => {
  const cart = createCart();
  addItem(cart, 'MUG', 1250, 1);
  addItem(cart, 'MUG', 1250, 2);
  assert.equal(cart.lines.length, 1);
  assert.equal(itemCount(cart), 3);
});

test('subtotal after removing an item', () => {
  const cart = createCart();
  addItem(cart, 'MUG', 1250, 2);
  addItem(cart, 'TEA', 800);
  removeItem(cart, 'MUG');
  assert.equal(subtotal(cart), 800);
});
