import enum
import unittest

import click


class Ctx:
    def __init__(self, token_normalize_func=None):
        self.token_normalize_func = token_normalize_func


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class TestChoice(unittest.TestCase):
    def test_exact_match(self):
        self.assertEqual(click.Choice(["Red", "Green"])("Green"), "Green")

    def test_case_sensitive_rejects_other_case(self):
        with self.assertRaises(click.BadParameter) as cm:
            click.Choice(["Red", "Green"])("red", param="color")
        self.assertEqual(
            cm.exception.format_message(),
            "Invalid value for 'color': 'red' is not one of 'Red', 'Green'.",
        )

    def test_case_insensitive(self):
        choice = click.Choice(["Red", "Green"], case_sensitive=False)
        self.assertEqual(choice("RED"), "Red")
        self.assertEqual(choice("green"), "Green")

    def test_token_normalize_func(self):
        choice = click.Choice(["foo", "bar"])
        self.assertEqual(choice("FOO", ctx=Ctx(str.lower)), "foo")

    def test_enum_choices(self):
        self.assertIs(click.Choice(Color)("GREEN"), Color.GREEN)

    def test_invalid(self):
        with self.assertRaises(click.BadParameter):
            click.Choice(["a", "b"])("c")


class TestInt(unittest.TestCase):
    def test_convert(self):
        self.assertEqual(click.INT("42"), 42)

    def test_invalid(self):
        with self.assertRaises(click.BadParameter) as cm:
            click.INT("x")
        self.assertEqual(cm.exception.message, "'x' is not a valid integer.")


if __name__ == "__main__":
    unittest.main()
