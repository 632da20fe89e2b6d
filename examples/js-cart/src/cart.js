'use strict';

// A shopping cart. Prices are integer cents.

function createCart() {
  return { lines: [] };
}

function addItem(cart, sku, unitPrice, quantity = 1) {
  if (!Number.isInteger(quantity) || quantity <= 0) {
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  }
  const existing = cart.lines.find((line) => line.sku === sku);
  if (existing) {
    existing.quantity += quantity;
  } else {
    cart.lines.push({ sku, unitPrice, quantity });
  }
  return cart;
}

function removeItem(cart, sku) {
  cart.lines = cart.lines.filter((line) => line.sku !== sku);
  return cart;
}

function subtotal(cart) {
  return cart.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

function itemCount(cart) {
  return cart.lines.reduce((count, line) => count + line.quantity, 0);
}

module.exports = { createCart, addItem, removeItem, subtotal, itemCount };
