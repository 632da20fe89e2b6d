"""Coupon codes. Codes are case-insensitive: they are stored in lower case."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Coupon:
    code: str
    percent_off: int
    min_subtotal: int = 0

    def discount_on(self, subtotal):
        if subtotal < self.min_subtotal:
            return 0
        return subtotal * self.percent_off // 100


class CouponBook:
    def __init__(self):
        self._by_code = {}

    def add(self, code, percent_off, min_subtotal=0):
        key = code.strip().lower()
        self._by_code[key] = Coupon(key, percent_off, min_subtotal)

    def __len__(self):
        return len(self._by_code)

    def lookup(self, code):
        return self._by_code.get(code.strip())
