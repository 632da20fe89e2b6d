import unittest

from scrapekit.loader import ProductLoader
from scrapekit.processors import TakeFirst


class ProductLoaderTest(unittest.TestCase):
    def test_full_item(self):
        loader = ProductLoader()
        loader.add_value("title", ["  Ceramic \n mug  ", "Mug (old title)"])
        loader.add_value("price", " $12.50 ")
        loader.add_value("currency", "EUR")
        loader.add_value("description", ["Holds 350 ml.", "  Dishwasher safe. "])
        loader.add_value("in_stock", "yes")
        self.assertEqual(loader.load_item(), {
            "title": "Ceramic mug",
            "price": 12.5,
            "currency": "EUR",
            "description": "Holds 350 ml.\nDishwasher safe.",
            "in_stock": True,
        })

    def test_blank_values_are_skipped(self):
        loader = ProductLoader()
        loader.add_value("title", ["   ", "\n", "Teapot"])
        self.assertEqual(loader.get_output_value("title"), "Teapot")

    def test_missing_fields_use_defaults(self):
        loader = ProductLoader()
        loader.add_value("title", "Kettle")
        item = loader.load_item()
        self.assertEqual(item["currency"], "USD")
        self.assertIsNone(item["price"])

    def test_out_of_stock_is_kept(self):
        loader = ProductLoader()
        loader.add_value("in_stock", "no")
        self.assertIs(loader.get_output_value("in_stock"), False)

    def test_take_first_with_no_values(self):
        self.assertEqual(TakeFirst(default="n/a")([]), "n/a")
        self.assertIsNone(TakeFirst()([None, ""]))


if __name__ == "__main__":
    unittest.main()
