import unittest

from attr import Attribute, validate
from attr.validators import instance_of, max_len, min_len


def make_class(**validators):
    attrs = tuple(Attribute(name, validator=v) for name, v in validators.items())

    class C:
        __attrs_attrs__ = attrs

        def __init__(self, **kw):
            for k, v in kw.items():
                setattr(self, k, v)

    return C


class TestInstanceOf(unittest.TestCase):
    def test_success(self):
        C = make_class(x=instance_of(int))
        validate(C(x=42))

    def test_fail(self):
        C = make_class(x=instance_of(int))
        with self.assertRaises(TypeError) as cm:
            validate(C(x="42"))
        self.assertIn("'x' must be <class 'int'>", cm.exception.args[0])


class TestMaxLen(unittest.TestCase):
    def test_check_valid(self):
        C = make_class(name=max_len(4))
        for value in ["", "s", "sp", "spa"]:
            validate(C(name=value))

    def test_check_at_limit(self):
        C = make_class(name=max_len(4))
        validate(C(name="spam"))
        validate(C(name=[1, 2, 3, 4]))

    def test_check_invalid(self):
        C = make_class(name=max_len(4))
        with self.assertRaises(ValueError) as cm:
            validate(C(name="bacon"))
        self.assertEqual("Length of 'name' must be <= 4: 5", cm.exception.args[0])

    def test_repr(self):
        self.assertEqual("<max_len validator for 4>", repr(max_len(4)))


class TestMinLen(unittest.TestCase):
    def test_check_at_limit(self):
        C = make_class(name=min_len(2))
        validate(C(name="sp"))

    def test_check_invalid(self):
        C = make_class(name=min_len(2))
        with self.assertRaises(ValueError):
            validate(C(name="s"))


if __name__ == "__main__":
    unittest.main()
