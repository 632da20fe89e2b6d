import unittest

from pyargparse import ArgumentError, ArgumentParser, Namespace


class TestOptionals(unittest.TestCase):
    def test_short_and_long(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('-v', '--verbose', action='store_true')
        parser.add_argument('-x', type=int)
        self.assertEqual(parser.parse_args(['-v', '-x', '3']), Namespace(verbose=True, x=3))
        self.assertEqual(parser.parse_args([]), Namespace(verbose=False, x=None))

    def test_explicit_dest(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('--log-file', dest='logfile')
        self.assertEqual(parser.parse_args(['--log-file=out.txt']), Namespace(logfile='out.txt'))

    def test_dest_from_dashed_option(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('-n', '--dry-run', action='store_true')
        args = parser.parse_args(['--dry-run'])
        self.assertTrue(args.dry_run)

    def test_dest_prefers_first_long_option(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('-o', '--output-dir', '--out')
        self.assertEqual(parser.parse_args(['-o', 'build']), Namespace(output_dir='build'))

    def test_invalid_option_string(self):
        parser = ArgumentParser(prog='PROG')
        self.assertRaises(ValueError, parser.add_argument, '-v', 'verbose')


class TestPositionals(unittest.TestCase):
    def test_positionals_and_type(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('src')
        parser.add_argument('count', type=int)
        self.assertEqual(parser.parse_args(['a.txt', '5']), Namespace(src='a.txt', count=5))

    def test_bad_type(self):
        parser = ArgumentParser(prog='PROG')
        parser.add_argument('--count', type=int)
        with self.assertRaisesRegex(ArgumentError, "argument --count: invalid int value: 'x'"):
            parser.parse_args(['--count', 'x'])

    def test_unrecognized(self):
        parser = ArgumentParser(prog='PROG')
        self.assertRaises(SystemExit, parser.parse_args, ['--nope'])


if __name__ == '__main__':
    unittest.main()
