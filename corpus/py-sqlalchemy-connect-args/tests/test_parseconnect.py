import unittest

from sqlalchemy.engine import make_url


class URLTest(unittest.TestCase):
    def test_rfc1738(self):
        u = make_url("dbtype://username:password@hostspec:110//usr/db_file.db")
        self.assertEqual(u.drivername, "dbtype")
        self.assertEqual(u.username, "username")
        self.assertEqual(u.password, "password")
        self.assertEqual(u.host, "hostspec")
        self.assertEqual(u.port, 110)
        self.assertEqual(u.database, "/usr/db_file.db")

    def test_ipv6_and_quoted_password(self):
        u = make_url("postgresql://scott:p%40ss@[2001:da8:2004:1000:202:116:160:90]:80/test")
        self.assertEqual(u.host, "2001:da8:2004:1000:202:116:160:90")
        self.assertEqual(u.password, "p@ss")
        self.assertEqual(
            u.render_as_string(hide_password=False),
            "postgresql://scott:p%40ss@[2001:da8:2004:1000:202:116:160:90]:80/test")

    def test_query_string(self):
        u = make_url("dialect://user:pass@host/db?arg1=param1&arg2=param2&arg2=param3")
        self.assertEqual(u.query, {"arg1": "param1", "arg2": ["param2", "param3"]})
        self.assertEqual(str(u), "dialect://user:***@host/db?arg1=param1&arg2=param2&arg2=param3")

    def test_translate_connect_args(self):
        u = make_url("mysql://scott:tiger@localhost:3306/test")
        self.assertEqual(u.translate_connect_args(), {
            "host": "localhost", "database": "test", "username": "scott",
            "password": "tiger", "port": 3306})

    def test_translate_connect_args_alternate_names(self):
        u = make_url("mysql://scott:tiger@localhost:3306/test")
        self.assertEqual(u.translate_connect_args(username="user", database="db"), {
            "host": "localhost", "db": "test", "user": "scott",
            "password": "tiger", "port": 3306})

    def test_translate_connect_args_skips_missing_and_none(self):
        u = make_url("sqlite:///foo.db")
        self.assertEqual(u.translate_connect_args(), {"database": "foo.db"})
        u = make_url("mysql://scott@localhost/test")
        self.assertEqual(u.translate_connect_args(database=None),
                         {"host": "localhost", "username": "scott"})


if __name__ == "__main__":
    unittest.main()
