import unittest

from dburl import ArgumentError, URL, make_url


class MakeUrlTest(unittest.TestCase):
    def test_full_url(self):
        url = make_url("postgresql+psycopg2://scott:tiger@db.internal:5432/sales?sslmode=require")
        self.assertEqual(url.drivername, "postgresql+psycopg2")
        self.assertEqual(url.backend, "postgresql")
        self.assertEqual((url.username, url.password), ("scott", "tiger"))
        self.assertEqual((url.host, url.port), ("db.internal", 5432))
        self.assertEqual(url.database, "sales")
        self.assertEqual(url.query, {"sslmode": "require"})

    def test_sqlite_paths(self):
        self.assertEqual(make_url("sqlite:///data/app.db").database, "data/app.db")
        memory = make_url("sqlite://")
        self.assertIsNone(memory.host)
        self.assertIsNone(memory.database)

    def test_escaped_password(self):
        url = make_url("mysql://app:p%40ss%3Aword@localhost/shop")
        self.assertEqual(url.password, "p@ss:word")
        self.assertEqual(str(url), "mysql://app:p%40ss%3Aword@localhost/shop")
        self.assertEqual(repr(url), "mysql://app:***@localhost/shop")

    def test_ipv6_host(self):
        url = make_url("postgresql://[2001:db8::1]/inventory")
        self.assertEqual(url.host, "2001:db8::1")
        self.assertEqual(str(url), "postgresql://[2001:db8::1]/inventory")

    def test_round_trip_keeps_every_part(self):
        text = "oracle://admin:secret@10.0.0.7:1521/orcl?mode=sysdba"
        self.assertEqual(str(make_url(text)), text)

    def test_set_returns_a_new_url(self):
        url = make_url("postgresql://scott@localhost/sales")
        moved = url.set(host="replica", database="reports")
        self.assertEqual(str(moved), "postgresql://scott@replica/reports")
        self.assertEqual(url.host, "localhost")
        self.assertIs(make_url(url), url)

    def test_garbage(self):
        with self.assertRaises(ArgumentError):
            make_url("not a url")


if __name__ == "__main__":
    unittest.main()
