"""Invoices with per-line VAT."""
from .money import VAT_RATES, ZERO, round_cents, to_decimal


class Line:
    def __init__(self, description, unit_price, quantity=1, vat="standard"):
        if vat not in VAT_RATES:
            raise ValueError("unknown VAT rate %r" % vat)
        self.description = description
        self.unit_price = to_decimal(unit_price)
        self.quantity = quantity
        self.vat = vat

    @property
    def net(self):
        return round_cents(self.unit_price * self.quantity)

    @property
    def tax(self):
        return round_cents(self.net * VAT_RATES[self.vat])


class Invoice:
    def __init__(self, number, currency="EUR"):
        self.number = number
        self.currency = currency
        self.lines = []

    def add(self, *args, **kwargs):
        self.lines.append(Line(*args, **kwargs))
        return self

    def net_total(self):
        return sum((l.net for l in self.lines), ZERO)

    def tax_total(self):
        return sum((l.tax for l in self.lines), ZERO)

    def gross_total(self):
        return self.net_total() + self.tax_total()

    def tax_breakdown(self):
        out = {}
        for line in self.lines:
            out[line.vat] = out.get(line.vat, ZERO) + line.tax
        return out
