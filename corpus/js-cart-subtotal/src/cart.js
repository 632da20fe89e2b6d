'use strict';

const { lineDiscount } = require('./discount');

class Cart {
  constructor() {
    this.items = [];
  }

  add(sku, price, qty = 1) {
    if (!Number.isInteger(price) || price < 0) throw new TypeError('price must be whole cents');
    const line = this.items.find((i) => i.sku === sku);
    if (line) line.qty += qty;
    else this.items.push({ sku, price, qty });
    return this;
  }

  itemCount() {
    return this.items.reduce((n, i) => n + i.qty, 0);
  }

  subtotal() {
    return this.items.reduce((sum, item) => sum + item.price * item.qty);
  }

  discount() {
    return this.items.map(lineDiscount).reduce((a, b) => a + b, 0);
  }

  total() {
    return this.subtotal() - this.discount();
  }
}

module.exports = { Cart };
