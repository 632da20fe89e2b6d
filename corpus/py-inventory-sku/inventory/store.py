"""An inventory of items keyed by SKU. SKUs are stored upper-case; callers may use any case."""
from inventory.models import Item, OutOfStock


class Inventory:
    def __init__(self):
        self._items = {}

    def register(self, sku, name, reorder_level=5):
        key = sku.strip().upper()
        if key in self._items:
            raise ValueError(f"{key} is already registered")
        self._items[key] = Item(key, name, 0, reorder_level)
        return self._items[key]

    def _find(self, sku):
        item = self._items.get(sku.strip())
        if item is None:
            raise KeyError(f"unknown SKU {sku!r}")
        return item

    def restock(self, sku, quantity):
        if quantity <= 0:
            raise ValueError("restock quantity must be positive")
        self._find(sku).quantity += quantity

    def take(self, sku, quantity):
        item = self._find(sku)
        if quantity > item.quantity:
            raise OutOfStock(item.sku, quantity, item.quantity)
        item.quantity -= quantity
        return item.quantity

    def quantity(self, sku):
        return self._find(sku).quantity

    def to_reorder(self):
        return sorted(i.sku for i in self._items.values() if i.needs_reorder())
