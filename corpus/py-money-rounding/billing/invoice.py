"""Invoices: lines with quantity, unit price and tax rate."""

from dataclasses import dataclass, field
from decimal import Decimal

from .money import format_amount, round_bankers, round_cents, to_decimal


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.20")

    @property
    def net(self):
        return round_cents(to_decimal(self.unit_price) * self.quantity)

    @property
    def tax(self):
        return round_cents(self.net * to_decimal(self.tax_rate))


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)

    def add(self, description, quantity, unit_price, tax_rate="0.20"):
        self.lines.append(Line(description, quantity, to_decimal(unit_price), to_decimal(tax_rate)))
        return self

    def totals(self):
        net = sum((line.net for line in self.lines), Decimal("0"))
        tax = sum((line.tax for line in self.lines), Decimal("0"))
        return {"net": net, "tax": tax, "gross": net + tax}

    def summary(self, currency="EUR"):
        return {key: format_amount(value, currency) for key, value in self.totals().items()}

    def ledger_tax(self):
        """Tax as booked in the ledger: exact per-line tax, summed, then rounded once."""
        exact = sum((line.net * line.tax_rate for line in self.lines), Decimal("0"))
        return round_bankers(exact)
