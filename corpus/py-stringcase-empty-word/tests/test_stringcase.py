"""
Unit test for stringcase
"""

from unittest import TestCase, main

import stringcase


class StringcaseTest(TestCase):

    def test_camelcase(self):
        eq = self.assertEqual

        eq('fooBar', stringcase.camelcase('foo_bar'))
        eq('fooBar', stringcase.camelcase('FooBar'))
        eq('fooBar', stringcase.camelcase('foo-bar'))
        eq('fooBar', stringcase.camelcase('foo.bar'))
        eq('barBaz', stringcase.camelcase('_bar_baz'))
        eq('barBaz', stringcase.camelcase('.bar_baz'))
        eq('', stringcase.camelcase(''))
        eq('none', stringcase.camelcase(None))

    def test_capitalcase(self):
        eq = self.assertEqual

        eq('FooBar', stringcase.capitalcase('fooBar'))
        eq('FooBar', stringcase.capitalcase('FooBar'))
        eq('Foo_bar', stringcase.capitalcase('foo_bar'))
        eq('None', stringcase.capitalcase(None))

    def test_constcase(self):
        eq = self.assertEqual

        eq('FOO_BAR', stringcase.constcase('fooBar'))
        eq('FOO_BAR', stringcase.constcase('foo_bar'))
        eq('FOO_BAR', stringcase.constcase('foo-bar'))
        eq('FOO_BAR', stringcase.constcase('foo.bar'))
        eq('_BAR_BAZ', stringcase.constcase('_bar_baz'))
        eq('', stringcase.constcase(''))

    def test_pascalcase(self):
        eq = self.assertEqual

        eq('FooBar', stringcase.pascalcase('foo_bar'))
        eq('FooBar', stringcase.pascalcase('foo-bar'))
        eq('FooBar', stringcase.pascalcase('foo.bar'))
        eq('BarBaz', stringcase.pascalcase('_bar_baz'))
        eq('', stringcase.pascalcase(''))

    def test_pathcase(self):
        eq = self.assertEqual

        eq('foo/bar', stringcase.pathcase('fooBar'))
        eq('foo/bar', stringcase.pathcase('foo_bar'))
        eq('foo/bar', stringcase.pathcase('foo-bar'))
        eq('/bar/baz', stringcase.pathcase('_bar_baz'))
        eq('', stringcase.pathcase(''))

    def test_sentencecase(self):
        eq = self.assertEqual

        eq('Foo bar', stringcase.sentencecase('fooBar'))
        eq('Foo bar', stringcase.sentencecase('foo_bar'))
        eq('Foo bar', stringcase.sentencecase('foo-bar'))
        eq('Bar baz', stringcase.sentencecase('_bar_baz'))
        eq('', stringcase.sentencecase(''))

    def test_snakecase(self):
        eq = self.assertEqual

        eq('foo_bar', stringcase.snakecase('fooBar'))
        eq('foo_bar', stringcase.snakecase('foo-bar'))
        eq('foo_bar', stringcase.snakecase('foo.bar'))
        eq('_bar_baz', stringcase.snakecase('_bar_baz'))
        eq('', stringcase.snakecase(''))
        eq('none', stringcase.snakecase(None))

    def test_spinalcase_and_dotcase(self):
        eq = self.assertEqual

        eq('foo-bar', stringcase.spinalcase('fooBar'))
        eq('-bar-baz', stringcase.spinalcase('_bar_baz'))
        eq('foo.bar', stringcase.dotcase('fooBar'))
        eq('foo\\bar', stringcase.backslashcase('fooBar'))

    def test_titlecase(self):
        eq = self.assertEqual

        eq('Foo Bar', stringcase.titlecase('fooBar'))
        eq('Foo Bar', stringcase.titlecase('foo_bar'))
        eq('Foo Bar', stringcase.titlecase('foo-bar'))
        eq(' Bar Baz', stringcase.titlecase('_bar_baz'))
        eq('', stringcase.titlecase(''))

    def test_trimcase_uppercase_alphanumcase(self):
        eq = self.assertEqual

        eq('foo bar baz', stringcase.trimcase(' foo bar baz '))
        eq('FOO BAR', stringcase.uppercase('foo bar'))
        eq('FooBar123', stringcase.alphanumcase('_Foo., Bar-123'))
        eq('', stringcase.alphanumcase(''))


if __name__ == '__main__':
    main()
