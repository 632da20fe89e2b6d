"""A checkout: line items in cents, at most one coupon."""

from promo.coupons import CouponBook


class UnknownCoupon(ValueError):
    pass


class Checkout:
    def __init__(self, book: CouponBook):
        self._book = book
        self._lines = []
        self._coupon = None

    def add_line(self, name, cents, qty=1):
        self._lines.append((name, cents, qty))

    def subtotal(self):
        return sum(cents * qty for _, cents, qty in self._lines)

    def apply_coupon(self, code):
        coupon = self._book.lookup(code)
        if coupon is None:
            raise UnknownCoupon(code)
        self._coupon = coupon

    def total(self):
        sub = self.subtotal()
        if self._coupon is None:
            return sub
        return sub - self._coupon.discount_on(sub)
