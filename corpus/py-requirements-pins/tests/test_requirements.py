import unittest

from pins.check import check
from pins.names import canonical
from pins.requirements import RequirementError, parse

REQUIREMENTS = """\
# web
Flask==3.0.3
flask_sqlalchemy==3.1.1  # ORM
requests[socks, security] >= 2.31
-r dev.txt
uvloop==0.19.0 ; sys_platform != "win32"

"""


class ParseTest(unittest.TestCase):
    def test_names_are_canonical(self):
        self.assertEqual(canonical("Flask_SQLAlchemy"), "flask-sqlalchemy")
        self.assertEqual([r.name for r in parse(REQUIREMENTS)], ["flask", "flask-sqlalchemy", "requests", "uvloop"])

    def test_extras_and_ranges(self):
        req = parse(REQUIREMENTS)[2]
        self.assertEqual(req.extras, ("security", "socks"))
        self.assertEqual(req.spec, ">= 2.31")
        self.assertIsNone(req.pinned)

    def test_pin_with_environment_marker(self):
        self.assertEqual(parse(REQUIREMENTS)[3].spec, "==0.19.0")

    def test_garbage_line(self):
        with self.assertRaises(RequirementError) as ctx:
            parse("Flask==3.0\n!!!\n")
        self.assertEqual(ctx.exception.lineno, 2)


class CheckTest(unittest.TestCase):
    def test_everything_installed(self):
        installed = {"Flask": "3.0.3", "Flask-SQLAlchemy": "3.1.1", "requests": "2.32.3", "uvloop": "0.19.0"}
        self.assertEqual(check(REQUIREMENTS, installed), [])

    def test_missing_and_mismatched(self):
        installed = {"flask": "2.3.0", "requests": "2.32.3"}
        self.assertEqual(
            check("Flask==3.0.3\nflask_sqlalchemy==3.1.1  # ORM\nrequests>=2.31\n", installed),
            [("mismatch", "flask", "3.0.3", "2.3.0"), ("missing", "flask-sqlalchemy", "3.1.1")],
        )
