import unittest

import sqlsplit


class SplitTest(unittest.TestCase):
    def test_split_semicolon(self):
        sql = "select * from foo;\nselect * from bar;"
        self.assertEqual(sqlsplit.split(sql), ["select * from foo;", "select * from bar;"])

    def test_split_no_trailing_semicolon(self):
        self.assertEqual(sqlsplit.split("select 1; select 2"), ["select 1;", "select 2"])

    def test_semicolon_in_string(self):
        sql = "insert into log values ('a;b'); select 1;"
        self.assertEqual(sqlsplit.split(sql), ["insert into log values ('a;b');", "select 1;"])

    def test_semicolon_in_comment(self):
        sql = "select 1; -- done; really\nselect 2;"
        self.assertEqual(len(sqlsplit.split(sql)), 2)

    def test_strip_semicolon(self):
        self.assertEqual(sqlsplit.split("select 1 ;  select 2;", strip_semicolon=True), ["select 1", "select 2"])

    def test_create_function_with_begin_end(self):
        sql = (
            "CREATE FUNCTION add_one(x INT) RETURNS INT\n"
            "BEGIN\n"
            "  DECLARE y INT;\n"
            "  SET y = x + 1;\n"
            "  RETURN y;\n"
            "END;\n"
            "SELECT add_one(41);"
        )
        stmts = sqlsplit.split(sql)
        self.assertEqual(len(stmts), 2)
        self.assertTrue(stmts[0].endswith("END;"))
        self.assertEqual(stmts[1], "SELECT add_one(41);")

    def test_lowercase_begin_block(self):
        sql = "create trigger t before insert on foo begin update bar set n = n + 1; end; select 1;"
        self.assertEqual(sqlsplit.split(sql)[-1], "select 1;")

    def test_format_statements(self):
        sql = "select 1;select 2"
        self.assertEqual(sqlsplit.format_statements(sql), "select 1;\n\nselect 2;")


if __name__ == "__main__":
    unittest.main()
