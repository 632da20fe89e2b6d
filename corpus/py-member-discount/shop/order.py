"""An order: lines, member discount, totals in Decimal euros."""

from decimal import ROUND_HALF_UP, Decimal

from .discounts import discount_rate

CENT = Decimal("0.01")


class Order:
    def __init__(self, tier="basic", discount_override=None):
        self.tier = tier
        self.discount_override = discount_override
        self.lines = []

    def add(self, sku, unit_price, quantity=1):
        if quantity < 1:
            raise ValueError("quantity must be at least 1")
        self.lines.append((sku, Decimal(unit_price), quantity))

    def subtotal(self):
        return sum((price * qty for _, price, qty in self.lines), Decimal("0"))

    def discount(self):
        rate = discount_rate(self.tier, self.discount_override)
        return (self.subtotal() * rate).quantize(CENT, rounding=ROUND_HALF_UP)

    def total(self):
        return self.subtotal() - self.discount()
