"""Small numeric helpers shared by the reports."""


def mean(values):
    """Arithmetic mean; 0.0 for no values (an empty period has no average)."""
    values = list(values)
    return sum(values) / len(values)


def percent(part, whole):
    if whole == 0:
        return 0.0
    return round(100.0 * part / whole, 1)


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"
