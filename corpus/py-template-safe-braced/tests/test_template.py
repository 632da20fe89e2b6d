import unittest

from stringlib import Template, capwords


class TestTemplate(unittest.TestCase):

    def test_regular_templates(self):
        s = Template('$who likes to eat a bag of ${what} worth $$100')
        self.assertEqual(s.substitute(dict(who='tim', what='ham')),
                         'tim likes to eat a bag of ham worth $100')
        self.assertRaises(KeyError, s.substitute, dict(who='tim'))

    def test_keyword_arguments(self):
        s = Template('$who likes $what')
        self.assertEqual(s.substitute(dict(who='tim'), what='ham'), 'tim likes ham')

    def test_invalid_placeholder(self):
        s = Template('line one\n$ bad')
        with self.assertRaises(ValueError) as ctx:
            s.substitute({})
        self.assertIn('line 2, col 1', str(ctx.exception))

    def test_safe_substitute(self):
        s = Template('$who likes ${what} for ${meal}')
        self.assertEqual(s.safe_substitute(dict(who='tim')), 'tim likes ${what} for ${meal}')
        self.assertEqual(s.safe_substitute(dict(what='ham', meal='dinner')), '$who likes ham for dinner')

    def test_safe_substitute_invalid_left_alone(self):
        self.assertEqual(Template('$$ costs $ 5 $x').safe_substitute(x=1), '$ costs $ 5 1')

    def test_capwords(self):
        self.assertEqual(capwords('abc def  ghi'), 'Abc Def Ghi')
        self.assertEqual(capwords('abc\tdef', '\t'), 'Abc\tDef')
