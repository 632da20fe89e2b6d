import unittest

from catalog.patch import apply_patch
from catalog.product import Product
from catalog.validate import InvalidField


def mug():
    return Product("MUG-01", "Coffee mug", 1250, stock=12, tags=["kitchen"])


class PatchTest(unittest.TestCase):
    def test_rename_and_reprice(self):
        p = mug()
        self.assertEqual(apply_patch(p, {"name": "  Espresso cup ", "price_cents": 990}), ["name", "price_cents"])
        self.assertEqual((p.name, p.price_cents, p.stock), ("Espresso cup", 990, 12))

    def test_absent_and_null_fields_are_left_alone(self):
        p = mug()
        self.assertEqual(apply_patch(p, {"name": None, "sku": "MUG-01"}), [])
        self.assertEqual(p, mug())

    def test_tags_are_normalised(self):
        p = mug()
        apply_patch(p, {"tags": ["Kitchen", " gift ", ""]})
        self.assertEqual(p.tags, ["gift", "kitchen"])

    def test_invalid_values_change_nothing(self):
        p = mug()
        for patch in [{"price_cents": -5, "name": "x"}, {"stock": 2.5}, {"colour": "red"}, {"sku": "MUG-02"}]:
            with self.assertRaises(InvalidField):
                apply_patch(p, patch)
        self.assertEqual(p, mug())

    def test_marking_a_product_sold_out(self):
        p = mug()
        self.assertEqual(apply_patch(p, {"stock": 0}), ["stock"])
        self.assertTrue(p.sold_out)

    def test_deactivating_a_product(self):
        p = mug()
        apply_patch(p, {"active": False})
        self.assertFalse(p.active)
