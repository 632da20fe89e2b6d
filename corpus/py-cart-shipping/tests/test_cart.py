import unittest

from shop.cart import Cart


class CartTest(unittest.TestCase):
    def test_empty_cart_costs_nothing(self):
        self.assertEqual(Cart().total(), 0)

    def test_small_order_pays_flat_shipping(self):
        cart = Cart()
        cart.add("MUG-01")
        self.assertEqual(cart.total(), 1250 + 495)

    def test_large_order_ships_free(self):
        cart = Cart()
        cart.add("PEN-04", 2)
        self.assertEqual(cart.shipping(), 0)

    def test_order_of_exactly_fifty_ships_free(self):
        cart = Cart()
        cart.add("MUG-01", 2)
        cart.add("BAG-03")
        self.assertEqual(cart.subtotal(), 4000)
        cart.add("MUG-01")
        cart.remove("BAG-03")
        cart.add("BAG-03")
        cart.remove("MUG-01")
        cart.add("MUG-01", 4)
        self.assertEqual(cart.subtotal(), 6500)
        cart.remove("BAG-03")
        self.assertEqual(cart.subtotal(), 5000)
        self.assertEqual(cart.shipping(), 0)

    def test_heavy_order_pays_surcharge_even_when_free(self):
        cart = Cart()
        cart.add("MUG-01", 8)
        self.assertEqual(cart.shipping(), 700)

    def test_receipt_lists_lines_and_total(self):
        cart = Cart()
        cart.add("TEE-02")
        self.assertEqual(cart.receipt(), "Cotton tee x1\ntotal 24.85")

    def test_unknown_product_is_refused(self):
        with self.assertRaises(KeyError):
            Cart().add("NOPE")


if __name__ == "__main__":
    unittest.main()
