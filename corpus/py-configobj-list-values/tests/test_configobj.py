import unittest

from configobj import ConfigObj, ParseError

CONFIG = """
# server settings
name = demo
port = 8080
debug = yes

[paths]
root = /srv/demo    # where it lives
title = "Hello, world"

    [[static]]
    dirs = css, js, images
    exts = .css,.js

[empty]
"""


class ConfigObjTest(unittest.TestCase):

    def setUp(self):
        self.config = ConfigObj(CONFIG)

    def test_scalars(self):
        self.assertEqual(self.config['name'], 'demo')
        self.assertEqual(self.config.as_int('port'), 8080)
        self.assertTrue(self.config.as_bool('debug'))

    def test_sections(self):
        self.assertEqual(self.config.sections, ['paths', 'empty'])
        self.assertEqual(self.config['paths'].sections, ['static'])
        self.assertEqual(self.config['paths']['static'].depth, 2)

    def test_inline_comment_removed(self):
        self.assertEqual(self.config['paths']['root'], '/srv/demo')

    def test_quoted_value_is_not_a_list(self):
        self.assertEqual(self.config['paths']['title'], 'Hello, world')

    def test_list_without_spaces(self):
        self.assertEqual(self.config['paths']['static']['exts'], ['.css', '.js'])

    def test_list_values(self):
        self.assertEqual(self.config['paths']['static'].as_list('dirs'),
                         ['css', 'js', 'images'])

    def test_trailing_comma_single_member(self):
        config = ConfigObj(['hosts = localhost,', 'users = alice, bob,'])
        self.assertEqual(config['hosts'], ['localhost'])
        self.assertEqual(config.dict(), {'hosts': ['localhost'], 'users': ['alice', 'bob']})

    def test_bad_line(self):
        with self.assertRaises(ParseError):
            ConfigObj(['this is not valid'])


if __name__ == '__main__':
    unittest.main()
