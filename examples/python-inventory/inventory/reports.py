"""Reports computed from an Inventory."""


def total_value(inventory):
    """Value of everything in stock, at unit cost."""
    return round(sum(inventory.get(s).quantity * inventory.get(s).unit_cost
                     for s in inventory.skus()), 2)


def reorder_list(inventory):
    """SKUs whose stock is at or below their reorder level."""
    return [s for s in inventory.skus()
            if inventory.get(s).quantity <= inventory.get(s).reorder_level]
