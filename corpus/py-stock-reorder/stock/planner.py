"""Which items to reorder, and how many."""

from dataclasses import dataclass, field

from .forecast import order_quantity, reorder_point
from .settings import DEFAULT_LEAD_TIME, MIN_ORDER_QTY


@dataclass
class Item:
    sku: str
    on_hand: int
    sales: list = field(default_factory=list)
    lead_time: int = DEFAULT_LEAD_TIME
    discontinued: bool = False


class ReorderPlanner:
    def __init__(self, items, min_qty=MIN_ORDER_QTY):
        self.items = {item.sku: item for item in items}
        self.min_qty = min_qty

    def point_for(self, sku):
        item = self.items[sku]
        return reorder_point(item.sales, item.lead_time)

    def plan(self):
        """{sku: quantity} for every active item at or below its reorder point."""
        orders = {}
        for sku, item in sorted(self.items.items()):
            if item.discontinued:
                continue
            point = self.point_for(sku)
            if item.on_hand <= point:
                qty = order_quantity(item.on_hand, point, self.min_qty)
                if qty:
                    orders[sku] = qty
        return orders
