"""Stock items."""


class OutOfStock(Exception):
    def __init__(self, sku, wanted, available):
        super().__init__(f"{sku}: wanted {wanted}, only {available} left")
        self.sku = sku
        self.wanted = wanted
        self.available = available


class Item:
    __slots__ = ("sku", "name", "quantity", "reorder_level")

    def __init__(self, sku, name, quantity=0, reorder_level=5):
        self.sku = sku
        self.name = name
        self.quantity = quantity
        self.reorder_level = reorder_level

    def needs_reorder(self):
        return self.quantity <= self.reorder_level

    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, quantity={self.quantity})"
