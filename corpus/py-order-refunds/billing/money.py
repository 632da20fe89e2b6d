"""Money amounts: Decimals rounded to the cent, half up, as the payment provider does."""
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def to_money(value):
    """A Decimal with two places from an int, a str or a float read from JSON."""
    if isinstance(value, Decimal):
        return value.quantize(CENT, rounding=ROUND_HALF_UP)
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def format_money(amount, currency="EUR"):
    return f"{to_money(amount):,.2f} {currency}"


def allocate(amount, parts):
    """Splits `amount` into `parts` cent amounts that add up to it (the first ones get the odd cents)."""
    cents = int(to_money(amount) * 100)
    share, odd = divmod(cents, parts)
    return [Decimal(share + (1 if i < odd else 0)) / 100 for i in range(parts)]
