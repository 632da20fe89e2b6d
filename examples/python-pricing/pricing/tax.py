"""Value added tax."""

STANDARD_RATE = 20
REDUCED_RATE = 5


def add_vat(net, rate_percent=STANDARD_RATE):
    """Gross price for a net price, rounded to cents."""
    return round(net * (100 + rate_percent) / 100, 2)


def vat_portion(gross, rate_percent=STANDARD_RATE):
    """How much of a gross price is tax."""
    return round(gross - gross * 100 / (100 + rate_percent), 2)
