"""Stock levels and stock movements for a small warehouse."""

from dataclasses import dataclass


@dataclass
class Item:
    sku: str
    name: str
    quantity: int = 0
    reorder_level: int = 0
    unit_cost: float = 0.0


class Inventory:
    def __init__(self):
        self._items = {}

    def add_item(self, item):
        if item.sku in self._items:
            raise ValueError(f"duplicate sku {item.sku}")
        self._items[item.sku] = item

    def get(self, sku):
        return self._items[sku]

    def skus(self):
        return sorted(self._items)

    def receive(self, sku, quantity):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self._items[sku].quantity += quantity

    def ship(self, sku, quantity):
        item = self._items[sku]
        if quantity > item.quantity:
            raise ValueError(f"only {item.quantity} of {sku} in stock")
        item.quantity -= quantity

    def rename_sku(self, old_sku, new_sku):
        if new_sku in self._items:
            raise ValueError(f"sku {new_sku} already exists")
        item = self._items.pop(new_sku)
        item.sku = new_sku
        self._items[new_sku] = item
