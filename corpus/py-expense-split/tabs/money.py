"""Money as integer cents. The mobile app sends amounts as JSON numbers (19.99)."""


def to_cents(amount):
    """19.99 -> 1999. Accepts ints, floats and numeric strings."""
    if isinstance(amount, str):
        amount = float(amount.strip().replace(",", ""))
    return int(amount * 100)


def format_cents(cents, symbol="€"):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{symbol}{cents // 100}.{cents % 100:02d}"
