import unittest

from pypika import Order, Query, Table


class SelectTests(unittest.TestCase):
    t = Table("abc")

    def test_select_fields(self):
        q = Query.from_("abc").select("foo", "bar")
        self.assertEqual('SELECT "foo","bar" FROM "abc"', str(q.get_sql()))

    def test_table_alias_namespaces_fields(self):
        t = Table("abc", alias="a")
        q = Query.from_(t).select(t.foo)
        self.assertEqual('SELECT "a"."foo" FROM "abc" "a"', q.get_sql())

    def test_builder_is_immutable(self):
        q1 = Query.from_(self.t).select(self.t.foo)
        q2 = q1.where(self.t.foo == 1)
        self.assertEqual('SELECT "foo" FROM "abc"', q1.get_sql())
        self.assertEqual('SELECT "foo" FROM "abc" WHERE "foo"=1', q2.get_sql())

    def test_orderby(self):
        q = Query.from_(self.t).select(self.t.foo).orderby(self.t.foo, order=Order.desc)
        self.assertEqual('SELECT "foo" FROM "abc" ORDER BY "foo" DESC', q.get_sql())


class WhereTests(unittest.TestCase):
    t = Table("abc")

    def test_where_field_equals(self):
        q = Query.from_(self.t).select(self.t.foo).where(self.t.foo == "it's")
        self.assertEqual("SELECT \"foo\" FROM \"abc\" WHERE \"foo\"='it''s'", q.get_sql())

    def test_where_and(self):
        q = Query.from_(self.t).select(self.t.a).where((self.t.a > 1) & (self.t.b == True))
        self.assertEqual('SELECT "a" FROM "abc" WHERE "a">1 AND "b"=true', q.get_sql())

    def test_where_or_inside_and(self):
        q = Query.from_(self.t).select(self.t.a).where(self.t.a == 1).where((self.t.b == 2) | (self.t.c == 3))
        self.assertEqual('SELECT "a" FROM "abc" WHERE "a"=1 AND ("b"=2 OR "c"=3)', q.get_sql())

    def test_where_and_inside_or(self):
        q = Query.from_(self.t).select(self.t.a).where(((self.t.a == 1) & (self.t.b == 2)) | (self.t.c == None))
        self.assertEqual('SELECT "a" FROM "abc" WHERE ("a"=1 AND "b"=2) OR "c"=null', q.get_sql())

    def test_chained_where(self):
        q = Query.from_(self.t).select(self.t.a).where(self.t.a == 1).where(self.t.b == 2).where(self.t.c == 3)
        self.assertEqual('SELECT "a" FROM "abc" WHERE "a"=1 AND "b"=2 AND "c"=3', q.get_sql())

    def test_many_or(self):
        crit = (self.t.a == 1) | (self.t.a == 2) | (self.t.a == 3)
        q = Query.from_(self.t).select(self.t.a).where(crit)
        self.assertEqual('SELECT "a" FROM "abc" WHERE "a"=1 OR "a"=2 OR "a"=3', q.get_sql())


if __name__ == "__main__":
    unittest.main()
