import unittest

from tinycss2 import parse_component_value_list
from tinycss2.color3 import RGBA, parse_color


class TestColor3(unittest.TestCase):

    def assertColor(self, css, expected):
        result = parse_color(css)
        self.assertIsInstance(result, RGBA, css)
        for channel, value in zip(result, expected):
            self.assertAlmostEqual(channel, value, places=4, msg=css)

    def test_keywords(self):
        self.assertColor('red', (1, 0, 0, 1))
        self.assertColor('  Navy ', (0, 0, 128 / 255, 1))
        self.assertColor('transparent', (0, 0, 0, 0))
        self.assertIsNone(parse_color('reddish'))

    def test_rgb(self):
        self.assertColor('rgb(0, 128, 0)', (0, 128 / 255, 0, 1))
        self.assertColor('rgb(255, 0, 51)', (1, 0, 0.2, 1))
        self.assertColor('RGB(100%, 50%, 0%)', (1, 0.5, 0, 1))
        self.assertColor('rgba(0, 0, 255, 1.5)', (0, 0, 1, 1))
        self.assertColor('rgba(10%, 20%, 30%, 0.25)', (0.1, 0.2, 0.3, 0.25))

    def test_hsl(self):
        self.assertColor('hsl(120, 100%, 25%)', (0, 0.5, 0, 1))
        self.assertColor('hsl(0, 0%, 80%)', (0.8, 0.8, 0.8, 1))

    def test_hsla(self):
        self.assertColor('hsla(240, 100%, 50%, 0.5)', (0, 0, 1, 0.5))

    def test_invalid_functions(self):
        for css in ('rgb(1, 2)', 'rgb(1, 2%, 3)', 'rgb(1.5, 2, 3)', 'hsl(120, 100, 50%)',
                    'hsla(120, 100%, 50%)', 'rgb(1 2 3)', 'rgb(1, 2, 3) red', ''):
            self.assertIsNone(parse_color(css), css)

    def test_tokenizer(self):
        tokens = parse_component_value_list('hsl(120,\n  50%,60%) ; -1.5e2')
        self.assertEqual([t.type for t in tokens], ['function', 'whitespace', 'literal', 'whitespace', 'number'])
        self.assertEqual([t.type for t in tokens[0].arguments],
                         ['number', 'literal', 'whitespace', 'percentage', 'literal', 'percentage'])
        self.assertEqual(tokens[4].value, -150)
        self.assertEqual((tokens[2].line, tokens[2].column), (2, 12))
        self.assertEqual(parse_color(tokens[0]), parse_color('hsl(120, 50%, 60%)'))


if __name__ == '__main__':
    unittest.main()
