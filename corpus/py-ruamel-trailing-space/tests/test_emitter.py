import unittest

from ruamel.yaml.emitter import Emitter


class TestScalarStyle(unittest.TestCase):

    def setUp(self):
        self.emitter = Emitter()

    def test_plain(self):
        self.assertEqual(self.emitter.process_scalar("hello world"), "hello world")

    def test_reserved_words_quoted(self):
        self.assertEqual(self.emitter.process_scalar("yes"), "'yes'")
        self.assertEqual(self.emitter.process_scalar("123"), "'123'")

    def test_indicators_quoted(self):
        self.assertEqual(self.emitter.process_scalar("a: b"), "'a: b'")
        self.assertEqual(self.emitter.process_scalar("#tag"), "'#tag'")
        self.assertEqual(self.emitter.process_scalar("it's"), "it's")

    def test_multiline_double_quoted(self):
        self.assertEqual(self.emitter.process_scalar("a\nb"), '"a\\nb"')

    def test_surrounding_whitespace_quoted(self):
        self.assertEqual(self.emitter.process_scalar(" lead"), "' lead'")
        self.assertEqual(self.emitter.process_scalar("trail "), "'trail '")

    def test_mapping(self):
        self.assertEqual(self.emitter.emit_mapping({"key": "value ", "n": "no"}),
                         "key: 'value '\nn: 'no'\n")
