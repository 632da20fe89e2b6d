import unittest

from inventory import Inventory, Item
from inventory.reports import reorder_list, total_value


class ReportsTest(unittest.TestCase):
    def setUp(self):
        self.inv = Inventory()
        self.inv.add_item(Item("WASHER-8", "8mm washer", quantity=10, reorder_level=25, unit_cost=0.02))
        self.inv.add_item(Item("HINGE-60", "60mm hinge", quantity=30, reorder_level=5, unit_cost=1.5))

    def test_total_value(self):
        self.assertEqual(total_value(self.inv), 45.2)

    def test_reorder_list(self):
        self.assertEqual(reorder_list(self.inv), ["WASHER-8"])


if __name__ == "__main__":
    unittest.main()
