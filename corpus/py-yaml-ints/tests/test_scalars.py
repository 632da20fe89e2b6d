import math
import unittest

import miniyaml


class ScalarTest(unittest.TestCase):
    def test_decimal_ints(self):
        self.assertEqual(miniyaml.load_scalar('685230'), 685230)
        self.assertEqual(miniyaml.load_scalar('+685_230'), 685230)
        self.assertEqual(miniyaml.load_scalar('0'), 0)

    def test_negative_ints(self):
        self.assertEqual(miniyaml.load_scalar('-17'), -17)
        self.assertEqual(miniyaml.load_scalar('-0x1A'), -26)

    def test_other_bases(self):
        self.assertEqual(miniyaml.load_scalar('0x_0A_74_AE'), 685230)
        self.assertEqual(miniyaml.load_scalar('02472256'), 685230)
        self.assertEqual(miniyaml.load_scalar('0b1010_0111_0100_1010_1110'), 685230)

    def test_sexagesimal(self):
        self.assertEqual(miniyaml.load_scalar('190:20:30'), 685230)

    def test_floats(self):
        self.assertEqual(miniyaml.load_scalar('6.8523015e+5'), 685230.15)
        self.assertEqual(miniyaml.load_scalar('-.inf'), -math.inf)
        self.assertTrue(math.isnan(miniyaml.load_scalar('.NaN')))

    def test_bools_and_null(self):
        self.assertIs(miniyaml.load_scalar('Yes'), True)
        self.assertIs(miniyaml.load_scalar('off'), False)
        self.assertIsNone(miniyaml.load_scalar('~'))

    def test_document(self):
        doc = miniyaml.load('# server\nport: 8080\noffset: -3\nname: web-01\ndebug: false\n')
        self.assertEqual(doc, {'port': 8080, 'offset': -3, 'name': 'web-01', 'debug': False})


if __name__ == '__main__':
    unittest.main()
