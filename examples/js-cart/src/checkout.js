'use strict';

// Checkout totals: coupons and shipping. Amounts are integer cents.

const { subtotal } = require('./cart');

const FREE_SHIPPING_FROM = 5000;
const FLAT_SHIPPING = 499;

function applyCoupon(amount, coupon) {
  if (!coupon) {
    return amount;
  }
  if (coupon.type === 'percent') {
    return Math.round(amount * (100 - coupon.value) / 100);
  }
  if (coupon.type === 'fixed') {
    return Math.min(amount - coupon.value, 0);
  }
  throw new Error(`unknown coupon type: ${coupon.type}`);
}

function shippingCost(amount) {
  return amount >= FREE_SHIPPING_FROM ? 0 : FLAT_SHIPPING;
}

function orderTotal(cart, coupon) {
  const discounted = applyCoupon(subtotal(cart), coupon);
  return discounted + shippingCost(discounted);
}

module.exports = { applyCoupon, shippingCost, orderTotal, FREE_SHIPPING_FROM, FLAT_SHIPPING };
