import unittest

from gitignore_parser import parse_gitignore_str

BASE = '/home/michael'


class ParseGitignoreTest(unittest.TestCase):
    def test_simple(self):
        matches = parse_gitignore_str('__pycache__/\n*.py[cod]', base_dir=BASE)
        self.assertFalse(matches('/home/michael/main.py'))
        self.assertTrue(matches('/home/michael/main.pyc'))
        self.assertTrue(matches('/home/michael/dir/main.pyc'))
        self.assertTrue(matches('/home/michael/__pycache__'))

    def test_wildcard(self):
        matches = parse_gitignore_str('hello.*', base_dir=BASE)
        self.assertTrue(matches('/home/michael/hello.txt'))
        self.assertTrue(matches('/home/michael/hello.foobar/'))
        self.assertTrue(matches('/home/michael/dir/hello.txt'))
        self.assertFalse(matches('/home/michael/hello'))
        self.assertFalse(matches('/home/michael/helloX'))

    def test_anchored_wildcard(self):
        matches = parse_gitignore_str('/hello.*', base_dir=BASE)
        self.assertTrue(matches('/home/michael/hello.txt'))
        self.assertTrue(matches('/home/michael/hello.c'))
        self.assertFalse(matches('/home/michael/a/hello.java'))

    def test_comment_and_blank_lines(self):
        matches = parse_gitignore_str('# a comment\n\nsomematch\n#realcomment', base_dir=BASE)
        self.assertTrue(matches('/home/michael/somematch'))
        self.assertFalse(matches('/home/michael/#realcomment'))
        self.assertFalse(matches('/home/michael/a comment'))

    def test_negation(self):
        matches = parse_gitignore_str('*.ignore\n!keep.ignore', base_dir=BASE)
        self.assertTrue(matches('/home/michael/trash.ignore'))
        self.assertFalse(matches('/home/michael/keep.ignore'))
        self.assertTrue(matches('/home/michael/waste.ignore'))

    def test_double_asterisks(self):
        matches = parse_gitignore_str('foo/**/Bar', base_dir=BASE)
        self.assertTrue(matches('/home/michael/foo/hello/Bar'))
        self.assertTrue(matches('/home/michael/foo/world/Bar'))
        self.assertTrue(matches('/home/michael/foo/Bar'))
        self.assertFalse(matches('/home/michael/foo/BarBar'))

    def test_directory_only_matches_contents(self):
        matches = parse_gitignore_str('build/\n', base_dir=BASE)
        self.assertTrue(matches('/home/michael/build'))
        self.assertTrue(matches('/home/michael/build/lib/module.py'))
        self.assertTrue(matches('/home/michael/src/build/output.o'))
        self.assertFalse(matches('/home/michael/builder.py'))

    def test_ignore_directory_with_slash_glob(self):
        matches = parse_gitignore_str('.venv/', base_dir=BASE)
        self.assertTrue(matches('/home/michael/.venv'))
        self.assertTrue(matches('/home/michael/.venv/folder'))
        self.assertTrue(matches('/home/michael/.venv/file.txt'))

    def test_negated_directory(self):
        matches = parse_gitignore_str('logs/*\n!logs/keep/\n', base_dir=BASE)
        self.assertTrue(matches('/home/michael/logs/app.log'))
        self.assertFalse(matches('/home/michael/logs/keep/'))

    def test_character_class(self):
        matches = parse_gitignore_str('file[0-9].txt\n[!a]*.md', base_dir=BASE)
        self.assertTrue(matches('/home/michael/file1.txt'))
        self.assertFalse(matches('/home/michael/fileA.txt'))
        self.assertTrue(matches('/home/michael/README.md'))
        self.assertFalse(matches('/home/michael/about.md'))


if __name__ == '__main__':
    unittest.main()
