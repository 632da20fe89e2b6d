"""Partial refunds: returned units are refunded at the price the customer paid."""
from .money import ZERO


class RefundError(ValueError):
    pass


def refundable_quantity(order, sku):
    line = order.line(sku)
    return line.quantity - order.refunded.get(sku, 0)


def refund(order, sku, quantity):
    """Records the return of `quantity` units of `sku` and returns the amount to pay back."""
    if quantity <= 0:
        raise RefundError("quantity must be positive")
    if quantity > refundable_quantity(order, sku):
        raise RefundError(f"only {refundable_quantity(order, sku)} x {sku} can be refunded")
    amount = order.charge_for(order.line(sku), quantity)
    order.refunded[sku] = order.refunded.get(sku, 0) + quantity
    return amount


def total_refunded(order):
    return sum((order.charge_for(order.line(sku), n) for sku, n in order.refunded.items()), ZERO)
