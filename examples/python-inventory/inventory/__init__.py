"""A tiny warehouse inventory: stock levels, movements and reports."""

from inventory.stock import Inventory, Item

__all__ = ["Inventory", "Item"]
