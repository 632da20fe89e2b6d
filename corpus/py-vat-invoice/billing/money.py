"""Decimal helpers: every amount on an invoice is rounded half-up to the cent."""
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
ZERO = Decimal("0.00")

VAT_RATES = {
    "standard": Decimal("0.20"),
    "reduced": Decimal("0.05"),
    "zero": Decimal("0"),
}


def to_decimal(value):
    if isinstance(value, Decimal):
        return value
    if isinstance(value, float):
        return Decimal(repr(value))
    return Decimal(value)


def round_cents(amount):
    return to_decimal(amount).quantize(CENT)


def fmt(amount, currency="EUR"):
    return "%s %s" % (round_cents(amount), currency)
