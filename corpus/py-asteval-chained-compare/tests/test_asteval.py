import unittest

from asteval import Interpreter, NameFinder, valid_symbol_name


class TestEval(unittest.TestCase):
    def setUp(self):
        self.interp = Interpreter()

    def test_arithmetic(self):
        self.assertEqual(self.interp.eval('3 + 4 * 2 ** 2'), 19)
        self.assertEqual(self.interp.eval('-7 // 2'), -4)

    def test_math_functions(self):
        self.assertAlmostEqual(self.interp.eval('sqrt(16) + cos(pi)'), 3.0)
        self.interp.eval('x = 2.5')
        self.assertEqual(self.interp.eval('round(x * 2, 0)'), 5.0)

    def test_single_comparison(self):
        self.assertTrue(self.interp.eval('3 >= 3'))
        self.assertFalse(self.interp.eval('"a" in "xyz"'))

    def test_chained_comparison(self):
        self.assertTrue(self.interp.eval('1 < 2 < 3'))
        self.assertFalse(self.interp.eval('1 < 5 < 3'))
        self.assertFalse(self.interp.eval('3 > 1 > 2'))

    def test_range_check_script(self):
        self.interp.symtable['temperature'] = 42.0
        self.interp.eval('in_range = 10 <= temperature < 35')
        self.assertIs(self.interp.symtable['in_range'], False)
        self.assertEqual(self.interp.eval('max(temperature - 35, 0)'), 7.0)

    def test_unknown_name(self):
        self.assertIsNone(self.interp.eval('1 + undefined_name'))
        self.assertEqual(self.interp.error[0].get_error()[0], 'NameError')

    def test_syntax_error(self):
        self.assertIsNone(self.interp.eval('x = = 1'))
        self.assertEqual(self.interp.error[0].get_error()[0], 'SyntaxError')

    def test_symbol_helpers(self):
        self.assertTrue(valid_symbol_name('alpha_1'))
        self.assertFalse(valid_symbol_name('lambda'))
        finder = NameFinder()
        finder.generic_visit(__import__('ast').parse('y = a * sin(b)'))
        self.assertEqual(finder.names, ['y', 'a', 'sin', 'b'])
