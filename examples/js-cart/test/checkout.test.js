'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { createCart, addItem } = require('../src/cart');
const { applyCoupon, orderTotal } = require('../src/checkout');

test('percent coupon', () => {
  assert.equal(applyCoupon(2000, { type: 'percent', value: 15 }), 1700);
});

test('small orders pay flat shipping', () => {
  const cart = addItem(createCart(), 'TEA', 800, 2);
  assert.equal(orderTotal(cart), 1600 + 499);
});

test('fixed coupon takes its value off the amount', () => {
  assert.equal(applyCoupon(3000, { type: 'fixed', value: 500 }), 2500);
});
