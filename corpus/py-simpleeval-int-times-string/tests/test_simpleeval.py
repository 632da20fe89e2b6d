# pylint: disable=too-many-public-methods, missing-docstring
"""
    Unit tests for simpleeval.
    --------------------------

    Most of this stuff is pretty basic.

"""
import unittest

import simpleeval
from simpleeval import (SimpleEval, simple_eval, FunctionNotDefined, NameNotDefined,
                        FeatureNotAvailable, NumberTooHigh, IterableTooLong)


class DRYTest(unittest.TestCase):
    """Stuff we need to do every test, let's do here instead..
    Don't Repeat Yourself."""

    def setUp(self):
        """ initialize a SimpleEval """
        self.s = SimpleEval()

    def t(self, expr, shouldbe):  # pylint: disable=invalid-name
        """ test an evaluation of an expression against an expected answer """
        return self.assertEqual(self.s.eval(expr), shouldbe)


class TestBasic(DRYTest):
    """ Simple expressions. """

    def test_maths_with_ints(self):
        self.t("21 + 21", 42)
        self.t("6*7", 42)
        self.t("20 + 1 + (10*2) + 1", 42)
        self.t("100/10", 10)
        self.t("12*12", 144)
        self.t("2 ** 10", 1024)
        self.t("100 % 9", 1)

    def test_bools_and_or(self):
        self.t('True and ""', "")
        self.t("True and False", False)
        self.t("1 or 0", 1)
        self.t("False or None", None)

    def test_comparisons(self):
        self.t("1 < 2 < 3", True)
        self.t("3 < 2 < 4", False)
        self.t("'a' in 'abc'", True)
        self.t("4 if 1 >= 2 else 5", 5)

    def test_maths_with_strings(self):
        self.t("'hello ' + 'world'", "hello world")
        self.t("'ab' * 3", "ababab")
        self.t("3 * 'ab'", "ababab")


class TestFunctionsAndNames(DRYTest):

    def test_functions(self):
        self.s.functions["double"] = lambda x: x * 2
        self.t("double(21)", 42)
        self.t("int('12') + 1", 13)
        with self.assertRaises(FunctionNotDefined):
            self.t("foo()", 0)

    def test_names(self):
        self.s.names = {"a": 40, "word": "ab"}
        self.t("a + 2", 42)
        self.t("word * 2", "abab")
        with self.assertRaises(NameNotDefined):
            self.t("b", 0)

    def test_disallowed_names(self):
        with self.assertRaises(FeatureNotAvailable):
            self.t("__import__", 0)


class TestTryingToBreakOut(DRYTest):
    """ Test various weird methods to break the security sandbox... """

    def test_import(self):
        """ usual suspect. import """
        with self.assertRaises(FeatureNotAvailable):
            self.t("import sys", None)

    def test_long_running(self):
        """ exponent operations can take a long time. """
        with self.assertRaises(NumberTooHigh):
            self.t("9**9**9**9", 0)

    def test_string_length(self):
        with self.assertRaises(IterableTooLong):
            self.t("50000*'text'", 0)

        with self.assertRaises(IterableTooLong):
            self.t("'text'*50000", 0)

        with self.assertRaises(IterableTooLong):
            self.t("('text'*50000)*1000", 0)

        with self.assertRaises(IterableTooLong):
            self.t("(50000*'text')*1000", 0)

        self.t("'stuff'*20000", 20000 * "stuff")

        self.t("20000*'stuff'", 20000 * "stuff")

    def test_name_times_big_number(self):
        self.s.names = {"x": "ab"}
        with self.assertRaises(IterableTooLong):
            self.t("x * 60000", 0)
        with self.assertRaises(IterableTooLong):
            self.t("60000 * x", 0)

    def test_string_concatenation(self):
        self.s.names = {"big": "x" * 60000}
        with self.assertRaises(IterableTooLong):
            self.t("big + big", 0)


if __name__ == "__main__":
    unittest.main()
