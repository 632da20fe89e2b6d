import unittest

import sqlparse
from sqlparse import lexer


class TestFormat(unittest.TestCase):
    def test_keywordcase(self):
        sql = "select * from bar; -- select foo\n"
        self.assertEqual(sqlparse.format(sql, keyword_case="upper"), "SELECT * FROM bar; -- select foo\n")
        self.assertEqual(sqlparse.format(sql, keyword_case="capitalize"), "Select * From bar; -- select foo\n")

    def test_keywordcase_invalid_option(self):
        with self.assertRaises(ValueError):
            sqlparse.format("select 1", keyword_case="foo")

    def test_identifiercase(self):
        sql = "select foo as bar from mytable"
        self.assertEqual(sqlparse.format(sql, identifier_case="upper"), "select FOO as BAR from MYTABLE")

    def test_identifiercase_quotes(self):
        sql = 'select "foo" as bar from "MyTable"'
        self.assertEqual(sqlparse.format(sql, identifier_case="upper"), 'select "foo" as BAR from "MyTable"')

    def test_identifiercase_leaves_strings(self):
        sql = "select a from t where b = 'abc'"
        self.assertEqual(sqlparse.format(sql, identifier_case="upper", keyword_case="upper"),
                         "SELECT A FROM T WHERE B = 'abc'")

    def test_strip_whitespace(self):
        self.assertEqual(sqlparse.format("  select *\n\tfrom foo  ", strip_whitespace=True), "select * from foo")


class TestLexer(unittest.TestCase):
    def test_tokenize(self):
        tokens = list(lexer.tokenize('select "a b", x1 from t'))
        self.assertEqual(tokens[0], ("Keyword", "select"))
        self.assertIn(("String.Symbol", '"a b"'), tokens)
        self.assertIn(("Name", "x1"), tokens)


if __name__ == "__main__":
    unittest.main()
