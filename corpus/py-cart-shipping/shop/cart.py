"""A shopping cart."""
from shop.catalog import lookup
from shop.pricing import format_cents, shipping_cents


class Cart:
    def __init__(self):
        self._lines = {}

    def add(self, sku, quantity=1):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        lookup(sku)
        self._lines[sku] = self._lines.get(sku, 0) + quantity

    def remove(self, sku):
        self._lines.pop(sku, None)

    def subtotal(self):
        return sum(lookup(sku).price_cents * qty for sku, qty in self._lines.items())

    def weight(self):
        return sum(lookup(sku).weight_grams * qty for sku, qty in self._lines.items())

    def shipping(self):
        if not self._lines:
            return 0
        return shipping_cents(self.subtotal(), self.weight())

    def total(self):
        return self.subtotal() + self.shipping()

    def receipt(self):
        rows = [f"{lookup(s).name} x{q}" for s, q in sorted(self._lines.items())]
        rows.append(f"total {format_cents(self.total())}")
        return "\n".join(rows)
