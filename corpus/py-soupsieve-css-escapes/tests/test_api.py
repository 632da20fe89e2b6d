import unittest

import soupsieve as sv


class TestEscape(unittest.TestCase):
    def test_escape_hyphen(self):
        self.assertEqual(r'\-', sv.escape('-'))

    def test_escape_numbers(self):
        self.assertEqual(r'\31 23', sv.escape('123'))
        self.assertEqual(r'-\31 23', sv.escape('-123'))

    def test_escape_special(self):
        self.assertEqual(r'\!\"\#\$\%\&\'\(\)', sv.escape('!"#$%&\'()'))
        self.assertEqual('\ufffd', sv.escape('\x00'))


class TestParse(unittest.TestCase):
    def test_tag_is_lowercased(self):
        self.assertEqual(sv.parse('DIV').tag, 'div')

    def test_id_and_classes(self):
        sel = sv.parse('span#main.note.warn')
        self.assertEqual(sel.tag, 'span')
        self.assertEqual(sel.ids, ('main',))
        self.assertEqual(sel.classes, ('note', 'warn'))

    def test_character_escapes(self):
        self.assertEqual(sv.parse(r'.a\:b').classes, ('a:b',))
        self.assertEqual(sv.parse(r'#foo\.bar').ids, ('foo.bar',))

    def test_codepoint_escapes(self):
        self.assertEqual(sv.parse(r'#\31 23').ids, ('123',))
        self.assertEqual(sv.parse(r'.\e9 t\e9').classes, ('été',))

    def test_escape_round_trip(self):
        for ident in ('123', '-1a', 'a b'):
            self.assertEqual(sv.parse('#' + sv.escape(ident)).ids, (ident,))

    def test_invalid_character(self):
        with self.assertRaises(sv.SelectorSyntaxError):
            sv.parse('div > p')


if __name__ == '__main__':
    unittest.main()
