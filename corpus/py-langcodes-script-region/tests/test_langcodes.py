import unittest

from langcodes import Language, LanguageTagError, standardize_tag
from langcodes.tag_parser import parse_tag


class TestParseTag(unittest.TestCase):

    def test_simple(self):
        self.assertEqual(parse_tag('en'), [('language', 'en')])
        self.assertEqual(parse_tag('en_US'), [('language', 'en'), ('territory', 'US')])
        self.assertEqual(parse_tag('es-419'), [('language', 'es'), ('territory', '419')])
        self.assertEqual(parse_tag('sr-latn'), [('language', 'sr'), ('script', 'Latn')])

    def test_script_and_territory(self):
        self.assertEqual(parse_tag('zh-Hant-TW'),
                         [('language', 'zh'), ('script', 'Hant'), ('territory', 'TW')])
        self.assertEqual(parse_tag('sr-latn-rs'),
                         [('language', 'sr'), ('script', 'Latn'), ('territory', 'RS')])

    def test_variants(self):
        self.assertEqual(parse_tag('de-CH-1901'),
                         [('language', 'de'), ('territory', 'CH'), ('variant', '1901')])
        self.assertEqual(parse_tag('sl-rozaj-biske'),
                         [('language', 'sl'), ('variant', 'rozaj'), ('variant', 'biske')])

    def test_extlang_and_extensions(self):
        self.assertEqual(parse_tag('zh-yue-HK'),
                         [('language', 'zh'), ('extlang', 'yue'), ('territory', 'HK')])
        self.assertEqual(parse_tag('en-US-u-ca-gregory'),
                         [('language', 'en'), ('territory', 'US'), ('extension', 'u-ca-gregory')])
        self.assertEqual(parse_tag('en-x-pirate'), [('language', 'en'), ('private', 'x-pirate')])

    def test_errors(self):
        for tag in ['e', 'en-US-Latn', 'en-Latn-Hant', 'en-u', 'en-abcdefghi', 'en-US-yue']:
            with self.assertRaises(LanguageTagError, msg=tag):
                parse_tag(tag)


class TestLanguage(unittest.TestCase):

    def test_get(self):
        lang = Language.get('pt-br')
        self.assertEqual((lang.language, lang.territory, lang.script), ('pt', 'BR', None))
        self.assertEqual(Language.get('en-x-pirate').private, 'x-pirate')
        self.assertEqual(Language.get('iw').language, 'he')
        self.assertEqual(Language.get('iw', normalize=False).language, 'iw')

    def test_standardize_tag(self):
        self.assertEqual(standardize_tag('en_US'), 'en-US')
        self.assertEqual(standardize_tag('en-latn'), 'en')
        self.assertEqual(standardize_tag('sr-latn'), 'sr-Latn')
        self.assertEqual(standardize_tag('iw'), 'he')
        self.assertEqual(standardize_tag('de-DD'), 'de-DE')
        self.assertEqual(standardize_tag('zh-yue-hk'), 'yue-HK')

    def test_standardize_script_and_territory(self):
        self.assertEqual(standardize_tag('en-Latn-US'), 'en-US')
        self.assertEqual(standardize_tag('sr-latn-rs'), 'sr-Latn-RS')
        self.assertEqual(standardize_tag('zh-hant-tw'), 'zh-Hant-TW')


if __name__ == '__main__':
    unittest.main()
