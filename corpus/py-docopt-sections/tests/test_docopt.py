import unittest

from docopt import (DocoptLanguageError, Option, formal_usage, parse_defaults,
                    parse_section, printable_usage)

NAVAL_FATE = """Naval Fate.

Usage:
  naval_fate ship new <name>...
  naval_fate ship <name> move <x> <y> [--speed=<kn>]
  naval_fate -h | --help

Options:
  -h --help     Show this screen.
  --speed=<kn>  Speed in knots [default: 10].
  --moored      Moored (anchored) mine.

"""


class TestOption(unittest.TestCase):

    def test_option(self):
        self.assertEqual(Option.parse('-h'), Option('-h', None))
        self.assertEqual(Option.parse('--help'), Option(None, '--help'))
        self.assertEqual(Option.parse('-h --help'), Option('-h', '--help'))
        self.assertEqual(Option.parse('-h, --help'), Option('-h', '--help'))
        self.assertEqual(Option.parse('-h TOPIC'), Option('-h', None, 1))
        self.assertEqual(Option.parse('--help=TOPIC  Some [default: x]'),
                         Option(None, '--help', 1, 'x'))


class TestSections(unittest.TestCase):

    def test_parse_section(self):
        self.assertEqual(parse_section('usage:', 'foo bar fizz buzz'), [])
        self.assertEqual(parse_section('usage:', 'usage: prog'), ['usage: prog'])
        self.assertEqual(parse_section('usage:', 'usage: -x\n -y'),
                         ['usage: -x\n -y'])

    def test_parse_defaults(self):
        self.assertEqual(parse_defaults(NAVAL_FATE), [
            Option('-h', '--help', 0, False),
            Option(None, '--speed', 1, '10'),
            Option(None, '--moored', 0, False),
        ])

    def test_printable_usage(self):
        self.assertEqual(printable_usage(NAVAL_FATE).splitlines()[0], 'Usage:')
        self.assertEqual(len(printable_usage(NAVAL_FATE).splitlines()), 4)

    def test_printable_usage_errors(self):
        with self.assertRaises(DocoptLanguageError):
            printable_usage('usage: prog\n\nusage: prog -x')

    def test_formal_usage(self):
        doc = """
        usage: prog [-hv] ARG
               prog N M

        prog is a program."""
        usage, = parse_section('usage:', doc)
        self.assertEqual(usage, 'usage: prog [-hv] ARG\n               prog N M')
        self.assertEqual(formal_usage(usage), '( [-hv] ARG ) | ( N M )')


if __name__ == '__main__':
    unittest.main()
