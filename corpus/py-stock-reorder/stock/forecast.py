"""Demand forecast and reorder points."""

import math

from .settings import HISTORY_DAYS, SAFETY_DAYS


def daily_demand(sales, days=HISTORY_DAYS):
    """Average units sold per day over the history window (`sales` = units per order line)."""
    if days <= 0:
        raise ValueError("days must be positive")
    total = sum(qty for qty in sales if qty > 0)
    return total // days


def reorder_point(sales, lead_time, days=HISTORY_DAYS):
    """Stock level at which a new order must go out to last until delivery plus safety stock."""
    demand = daily_demand(sales, days)
    return math.ceil(demand * (lead_time + SAFETY_DAYS))


def order_quantity(on_hand, point, min_qty):
    """Order enough to get back to twice the reorder point, in at least `min_qty` units."""
    shortfall = 2 * point - on_hand
    if shortfall <= 0:
        return 0
    return max(shortfall, min_qty)
