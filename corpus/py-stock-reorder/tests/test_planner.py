import unittest

from stock.forecast import order_quantity, reorder_point
from stock.planner import Item, ReorderPlanner


def sales_total(n):
    """n units over the 30-day window, as single-unit order lines."""
    return [1] * n


class ForecastTest(unittest.TestCase):
    def test_whole_units_per_day(self):
        # 60 units / 30 days = 2 per day; (7 + 3) days -> 20
        self.assertEqual(reorder_point(sales_total(60), 7), 20)

    def test_fractional_demand(self):
        # 45 units / 30 days = 1.5 per day; (7 + 3) days -> 15
        self.assertEqual(reorder_point(sales_total(45), 7), 15)

    def test_returns_are_ignored(self):
        self.assertEqual(reorder_point([30, 30, -12], 2), 10)

    def test_order_quantity(self):
        self.assertEqual(order_quantity(5, 20, 10), 35)
        self.assertEqual(order_quantity(38, 20, 10), 10)
        self.assertEqual(order_quantity(50, 20, 10), 0)


class PlannerTest(unittest.TestCase):
    def test_plan(self):
        planner = ReorderPlanner([
            Item("BOLT-M6", on_hand=12, sales=sales_total(45)),
            Item("NUT-M6", on_hand=25, sales=sales_total(60)),
            Item("WASHER", on_hand=0, sales=sales_total(90), discontinued=True),
        ])
        self.assertEqual(planner.plan(), {"BOLT-M6": 18})

    def test_slow_mover_with_long_lead_time(self):
        planner = ReorderPlanner([Item("PUMP-2", on_hand=4, sales=sales_total(20), lead_time=27)])
        self.assertEqual(planner.point_for("PUMP-2"), 20)
        self.assertEqual(planner.plan(), {"PUMP-2": 36})


if __name__ == "__main__":
    unittest.main()
