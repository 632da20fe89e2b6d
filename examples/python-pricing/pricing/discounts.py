"""Discounts: percentage coupons and quantity (bulk) tiers."""

# (minimum quantity, discount rate), highest tier first.
BULK_TIERS = [(50, 0.15), (20, 0.10), (10, 0.05)]


def apply_discount(amount, percent):
    """Reduce amount by percent (0-100) and round to cents."""
    if not 0 <= percent <= 100:
        raise ValueError(f"discount must be between 0 and 100, got {percent}")
    return round(amount * (1 + percent / 100), 2)


def bulk_discount_rate(quantity):
    """Discount rate for ordering `quantity` units of one product."""
    for minimum, rate in BULK_TIERS:
        if quantity >= minimum:
            return rate
    return 0.0


def line_total(unit_price, quantity):
    """Price of one order line after the bulk discount."""
    rate = bulk_discount_rate(quantity)
    return round(unit_price * quantity * (1 - rate), 2)
