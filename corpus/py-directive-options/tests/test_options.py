import unittest

from rst import directives
from rst.parser import DirectiveError, Image, extract_options


class ExtractOptionsTest(unittest.TestCase):
    def test_typical_image(self):
        options = extract_options(Image, [
            ':alt: The Docutils logo',
            ':width: 200',
            ':align: center',
        ])
        self.assertEqual(options, {'alt': 'The Docutils logo', 'width': 200, 'align': 'center'})

    def test_align_is_case_insensitive(self):
        options = extract_options(Image, [':align: Right'])
        self.assertEqual(options['align'], 'right')

    def test_align_upper_case_with_spaces(self):
        self.assertEqual(directives.align('  CENTER '), 'center')

    def test_unknown_align_value(self):
        with self.assertRaises(DirectiveError) as cm:
            extract_options(Image, [':align: middle'])
        self.assertIn('"middle" unknown; choose from "left", "center", or "right"', str(cm.exception))

    def test_class_option(self):
        options = extract_options(Image, [':class: Big_Logo framed'])
        self.assertEqual(options['class'], ['big-logo', 'framed'])

    def test_flag_rejects_argument(self):
        with self.assertRaises(DirectiveError):
            extract_options(Image, [':inline: yes'])
        self.assertEqual(extract_options(Image, [':inline:']), {'inline': None})

    def test_negative_width(self):
        with self.assertRaises(DirectiveError):
            extract_options(Image, [':width: -5'])

    def test_unknown_and_duplicate_options(self):
        with self.assertRaises(DirectiveError):
            extract_options(Image, [':height: 10'])
        with self.assertRaises(DirectiveError):
            extract_options(Image, [':alt: a', ':alt: b'])


if __name__ == '__main__':
    unittest.main()
