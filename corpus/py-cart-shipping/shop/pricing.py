"""Shipping and discount rules, in cents."""

FREE_SHIPPING_FROM = 5000
FLAT_SHIPPING = 495
HEAVY_PARCEL_GRAMS = 2000
HEAVY_SURCHARGE = 700


def shipping_cents(subtotal, weight_grams):
    """Orders of FREE_SHIPPING_FROM or more ship free; heavy parcels always pay a surcharge."""
    surcharge = HEAVY_SURCHARGE if weight_grams > HEAVY_PARCEL_GRAMS else 0
    if subtotal > FREE_SHIPPING_FROM:
        return surcharge
    return FLAT_SHIPPING + surcharge


def format_cents(cents):
    return f"{cents // 100}.{cents % 100:02d}"
