import unittest

from inventory.models import OutOfStock
from inventory.store import Inventory


class InventoryTest(unittest.TestCase):
    def setUp(self):
        self.inv = Inventory()
        self.inv.register("BOLT-M6", "M6 bolt", reorder_level=10)
        self.inv.register("nut-m6", "M6 nut")
        self.inv.restock("BOLT-M6", 40)

    def test_restock_and_take(self):
        self.assertEqual(self.inv.take("BOLT-M6", 15), 25)
        self.assertEqual(self.inv.quantity("BOLT-M6"), 25)

    def test_cannot_take_more_than_stock(self):
        with self.assertRaises(OutOfStock) as e:
            self.inv.take("BOLT-M6", 41)
        self.assertEqual(e.exception.available, 40)

    def test_duplicate_registration_is_refused(self):
        with self.assertRaises(ValueError):
            self.inv.register("bolt-m6", "another bolt")

    def test_lookup_ignores_case(self):
        self.inv.restock("Nut-M6", 3)
        self.assertEqual(self.inv.quantity("NUT-M6"), 3)

    def test_unknown_sku(self):
        with self.assertRaises(KeyError):
            self.inv.quantity("WASHER")

    def test_reorder_list(self):
        self.assertEqual(self.inv.to_reorder(), ["NUT-M6"])
        self.inv.take("BOLT-M6", 30)
        self.assertEqual(self.inv.to_reorder(), ["BOLT-M6", "NUT-M6"])


if __name__ == "__main__":
    unittest.main()
