"""Parsing of the individual fields of a bank statement export."""
import decimal
from datetime import datetime

REQUIRED_COLUMNS = ("date", "payee", "amount")
DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y")
CENT = decimal.Decimal("0.01")


def parse_date(raw):
    text = raw.strip()
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            pass
    raise ValueError(f"bad date {raw!r}")


def parse_amount(raw):
    """An amount such as ``1,234.50``, ``-3.10`` or ``(3.10)`` (negative), rounded to cents."""
    text = raw.strip().replace(",", "").lstrip("$")
    negative = text.startswith("(") and text.endswith(")")
    if negative:
        text = text[1:-1]
    try:
        value = decimal.Decimal(text)
    except ValueError:
        raise ValueError(f"bad amount {raw!r}") from None
    value = value.quantize(CENT, rounding=decimal.ROUND_HALF_UP)
    return -value if negative else value
