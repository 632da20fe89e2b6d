import unittest

from wtforms import StringField
from wtforms.validators import DataRequired, Length, Optional, Regexp


def field(value, *validators):
    f = StringField(validators=validators)
    f.process(None if value is None else [value])
    return f


class ValidatorsTest(unittest.TestCase):
    def test_data_required(self):
        self.assertTrue(field("foobar", DataRequired()).validate())
        f = field("", DataRequired(), Length(min=3))
        self.assertFalse(f.validate())
        self.assertEqual(f.errors, ["This field is required."])

    def test_length(self):
        self.assertTrue(field("foobar", Length(min=2, max=6)).validate())
        f = field("foobar", Length(min=7, max=10))
        self.assertFalse(f.validate())
        self.assertEqual(f.errors, ["Field must be between 7 and 10 characters long."])

    def test_regexp(self):
        self.assertTrue(field("abc123", Regexp(r"^[a-z]+\d+$")).validate())
        self.assertFalse(field("123abc", Regexp(r"^[a-z]+\d+$")).validate())

    def test_optional_missing_or_empty(self):
        self.assertTrue(field(None, Optional(), Length(min=3)).validate())
        self.assertTrue(field("", Optional(), Length(min=3)).validate())

    def test_optional_whitespace(self):
        f = field("   ", Optional(), Regexp(r"^\d+$"))
        self.assertTrue(f.validate())
        self.assertEqual(f.errors, [])

    def test_optional_keep_whitespace(self):
        f = field("   ", Optional(strip_whitespace=False), Regexp(r"^\d+$"))
        self.assertFalse(f.validate())

    def test_optional_with_data_keeps_validating(self):
        f = field("ab", Optional(), Length(min=3))
        self.assertFalse(f.validate())
        self.assertEqual(len(f.errors), 1)


if __name__ == "__main__":
    unittest.main()
