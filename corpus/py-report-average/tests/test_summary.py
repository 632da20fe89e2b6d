import unittest

from reports.summary import Order, render, summarize


class SummaryTest(unittest.TestCase):
    def test_summary_of_a_normal_week(self):
        orders = [Order(1, 1000), Order(2, 3000), Order(3, 2500, refunded=True)]
        s = summarize(orders)
        self.assertEqual(s["orders"], 2)
        self.assertEqual(s["revenue"], "40.00")
        self.assertEqual(s["average"], "20.00")
        self.assertEqual(s["refund_rate"], 33.3)

    def test_render(self):
        s = summarize([Order(1, 199)])
        self.assertEqual(render(s), "1 orders, revenue 1.99, average 1.99, refunds 0.0%")

    def test_empty_period(self):
        s = summarize([])
        self.assertEqual(s["orders"], 0)
        self.assertEqual(s["average"], "0.00")

    def test_period_where_everything_was_refunded(self):
        s = summarize([Order(1, 500, refunded=True)])
        self.assertEqual(s["refund_rate"], 100.0)
        self.assertEqual(s["average"], "0.00")


if __name__ == "__main__":
    unittest.main()
