"""Unittests for emoji.core"""

import unittest

import emoji


class TestCore(unittest.TestCase):

    def test_emojize_name_only(self):
        self.assertEqual(emoji.emojize(':snake:'), u'\U0001F40D')
        self.assertEqual(emoji.emojize('Python is fun :thumbs_up:'), u'Python is fun \U0001F44D')

    def test_emojize_alias(self):
        self.assertEqual(emoji.emojize(':thumbsup: :+1:', language='alias'), u'\U0001F44D \U0001F44D')
        # English names still work with aliases
        self.assertEqual(emoji.emojize(':thumbs_up:', language='alias'), u'\U0001F44D')

    def test_emojize_unknown_name_is_kept(self):
        self.assertEqual(emoji.emojize(':not_an_emoji:'), ':not_an_emoji:')

    def test_demojize_name_only(self):
        self.assertEqual(emoji.demojize(u'Python is fun \U0001F44D'), 'Python is fun :thumbs_up:')

    def test_demojize_delimiters(self):
        self.assertEqual(emoji.demojize(u'\U0001F40D', delimiters=('__', '__')), '__snake__')

    def test_demojize_languages(self):
        self.assertEqual(emoji.demojize(u'\U0001F40D', language='es'), ':serpiente:')

    def test_demojize_alias(self):
        self.assertEqual(emoji.demojize(u'\U0001F602\u2764\ufe0f', language='alias'), ':joy::heart:')
        # no alias: fall back to the English name
        self.assertEqual(emoji.demojize(u'\U0001F40D', language='alias'), ':snake:')

    def test_alias_round_trip(self):
        text = u'I \u2764\ufe0f Python \U0001F44D'
        self.assertEqual(emoji.emojize(emoji.demojize(text, language='alias'), language='alias'), text)
        self.assertEqual(emoji.demojize(text, language='alias'), 'I :heart: Python :thumbsup:')

    def test_emoji_count(self):
        self.assertEqual(emoji.emoji_count(u'Hi \U0001F44D\U0001F44D \U0001F40D'), 3)

    def test_is_emoji(self):
        self.assertTrue(emoji.is_emoji(u'\U0001F44D'))
        self.assertFalse(emoji.is_emoji('a'))


if __name__ == '__main__':
    unittest.main()
