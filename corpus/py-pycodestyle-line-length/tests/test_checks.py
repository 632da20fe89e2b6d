import unittest

from pycodestyle import Checker


def codes(lines, **kwargs):
    return [(row, code) for row, col, code, text in Checker(lines=lines, **kwargs).check_all()]


class PhysicalLineTest(unittest.TestCase):

    def test_clean_source(self):
        self.assertEqual(codes(['import os\n', '\n', 'print(os.sep)\n']), [])

    def test_trailing_whitespace(self):
        self.assertEqual(codes(['x = 1  \n', 'def f():\n', '    \n', '    pass\n']),
                         [(1, 'W291'), (3, 'W293')])

    def test_tabs(self):
        self.assertEqual(codes(['if True:\n', '\treturn\n']), [(2, 'W191')])

    def test_line_at_limit_is_fine(self):
        line = 'x = ' + repr('a' * 73) + '\n'
        self.assertEqual(len(line.rstrip()), 79)
        self.assertEqual(codes([line]), [])

    def test_long_line(self):
        line = 'y = ' + repr('b' * 76) + '\n'
        errors = Checker(lines=[line]).check_all()
        self.assertEqual(errors, [(1, 80, 'E501', 'line too long (82 > 79 characters)')])

    def test_custom_max_line_length(self):
        self.assertEqual(codes(['z = ' + 'q' * 20 + '\n'], max_line_length=30), [])
        self.assertEqual(codes(['z = ' + 'q' * 30 + '\n'], max_line_length=30), [(1, 'E501')])

    def test_noqa(self):
        self.assertEqual(codes(['w = ' + repr('c' * 90) + '  # noqa\n']), [])

    def test_long_url_in_comment(self):
        self.assertEqual(codes(['# https://example.com/' + 'path/' * 20 + '\n']), [])


if __name__ == '__main__':
    unittest.main()
