'use strict';

const BULK_THRESHOLD = 10;
const BULK_RATE = 0.1;

/** Cents off for a line: 10% when buying BULK_THRESHOLD or more of one product. */
function lineDiscount(item) {
  if (item.qty >= BULK_THRESHOLD) {
    return Math.round(item.price * item.qty * BULK_RATE);
  }
  return 0;
}

module.exports = { lineDiscount, BULK_THRESHOLD, BULK_RATE };
