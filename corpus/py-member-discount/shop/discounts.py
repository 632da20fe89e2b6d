"""Member discounts. Rates are fractions: 0.05 is five percent."""

from decimal import Decimal

TIER_RATES = {
    "basic": Decimal("0"),
    "silver": Decimal("0.05"),
    "gold": Decimal("0.10"),
}


def discount_rate(tier, override=None):
    """The member discount for a tier; an explicit override (even 0) replaces it."""
    if not override:
        return TIER_RATES.get(tier, Decimal("0"))
    rate = Decimal(str(override))
    if not Decimal("0") <= rate <= Decimal("0.5"):
        raise ValueError(f"discount rate out of range: {override}")
    return rate
