import unittest

from box import Box
from box.box import BoxKeyError


class TestBox(unittest.TestCase):
    def test_attribute_access(self):
        b = Box({"name": "spam", "inner": {"size": 3}})
        self.assertEqual(b.name, "spam")
        self.assertEqual(b.inner.size, 3)

    def test_conversion_of_spaces_and_digits(self):
        b = Box({"Key with spaces": 1, "3rd": "third"})
        self.assertEqual(b.Key_with_spaces, 1)
        self.assertEqual(b.x3rd, "third")

    def test_missing_attribute(self):
        with self.assertRaises(BoxKeyError):
            Box(a=1).b

    def test_camel_killer(self):
        b = Box({"BackgroundColor": "blue", "HTTPResponse": 200}, camel_killer_box=True)
        self.assertEqual(b.background_color, "blue")
        self.assertEqual(b.http_response, 200)

    def test_camel_killer_set_updates_existing_key(self):
        b = Box({"MaxRetries": 1}, camel_killer_box=True)
        b.max_retries = 5
        self.assertEqual(b.to_dict(), {"MaxRetries": 5})

    def test_conversion_box_off(self):
        b = Box({"a key": 1}, conversion_box=False)
        with self.assertRaises(BoxKeyError):
            b.a_key

    def test_set_new_attribute(self):
        b = Box()
        b.color = "red"
        self.assertEqual(b["color"], "red")


if __name__ == "__main__":
    unittest.main()
