import unittest

from gettextlib import GNUTranslations, c2py

RU = ('Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : '
      'n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);')


class PluralFormsTests(unittest.TestCase):

    def test_germanic(self):
        f = c2py('n != 1')
        self.assertEqual([f(n) for n in (0, 1, 2)], [1, 0, 1])

    def test_french(self):
        f = c2py('n>1')
        self.assertEqual([f(n) for n in (0, 1, 2, 5)], [0, 0, 1, 1])

    def test_division(self):
        f = c2py('n/2')
        self.assertEqual([f(n) for n in (1, 2, 5)], [0, 1, 2])

    def test_invalid(self):
        for expr in ['n+', '(n', 'n ? 1', 'x']:
            self.assertRaises(ValueError, c2py, expr)

    def test_russian_catalog(self):
        t = GNUTranslations({'': 'Content-Type: text/plain; charset=UTF-8\n' + RU,
                             ('file', 'files'): ['\u0444\u0430\u0439\u043b',
                                                 '\u0444\u0430\u0439\u043b\u0430',
                                                 '\u0444\u0430\u0439\u043b\u043e\u0432']})
        forms = [t.ngettext('file', 'files', n) for n in (1, 3, 5, 11, 21)]
        self.assertEqual(forms, ['\u0444\u0430\u0439\u043b', '\u0444\u0430\u0439\u043b\u0430',
                                 '\u0444\u0430\u0439\u043b\u043e\u0432',
                                 '\u0444\u0430\u0439\u043b\u043e\u0432',
                                 '\u0444\u0430\u0439\u043b'])

    def test_default_plural(self):
        t = GNUTranslations({('apple', 'apples'): ['Apfel', '\u00c4pfel']})
        self.assertEqual(t.ngettext('apple', 'apples', 1), 'Apfel')
        self.assertEqual(t.ngettext('apple', 'apples', 4), '\u00c4pfel')
        self.assertEqual(t.ngettext('pear', 'pears', 4), 'pears')
