"""Money amounts: parsing, rounding to cents and formatting."""

from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")


def to_decimal(value):
    """Decimal from an int, a Decimal or a string such as "12.50"; floats are refused."""
    if isinstance(value, float):
        raise TypeError("use str or Decimal for money, not float")
    try:
        return Decimal(value)
    except InvalidOperation:
        raise ValueError(f"not an amount: {value!r}") from None


def round_cents(amount, rounding=ROUND_HALF_EVEN):
    """Round to whole cents, the way amounts are printed on invoices and receipts."""
    return to_decimal(amount).quantize(CENT, rounding=rounding)


def round_bankers(amount):
    """Round half to even, for ledger totals that sum many rounded values."""
    return round_cents(amount, rounding=ROUND_HALF_EVEN)


def format_amount(amount, currency="EUR"):
    rounded = round_cents(amount)
    sign = "-" if rounded < 0 else ""
    return f"{sign}{abs(rounded):,.2f} {currency}"


def format_rate(rate):
    """A tax rate as a percentage label: Decimal("0.075") -> "7.5%"."""
    percent = (to_decimal(rate) * 100).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    return f"{percent.normalize():f}%"
