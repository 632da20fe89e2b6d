import unittest

from inventory import Inventory, Item


def sample_inventory():
    inv = Inventory()
    inv.add_item(Item("BOLT-M6", "M6 bolt", quantity=120, reorder_level=50, unit_cost=0.12))
    inv.add_item(Item("NUT-M6", "M6 nut", quantity=40, reorder_level=50, unit_cost=0.05))
    return inv


class StockTest(unittest.TestCase):
    def test_receive_adds_to_quantity(self):
        inv = sample_inventory()
        inv.receive("NUT-M6", 60)
        self.assertEqual(inv.get("NUT-M6").quantity, 100)

    def test_ship_rejects_more_than_in_stock(self):
        inv = sample_inventory()
        with self.assertRaises(ValueError):
            inv.ship("NUT-M6", 41)

    def test_rename_sku_moves_item(self):
        inv = sample_inventory()
        inv.rename_sku("BOLT-M6", "BOLT-M6-ZN")
        self.assertEqual(inv.skus(), ["BOLT-M6-ZN", "NUT-M6"])
        self.assertEqual(inv.get("BOLT-M6-ZN").quantity, 120)


if __name__ == "__main__":
    unittest.main()
