import unittest

from records.model import Field, Record
from records.validators import in_, instance_of, optional


class Ticket(Record):
    title = Field(validator=instance_of(str))
    priority = Field(default="normal", validator=in_(("low", "normal", "high")))
    assignee = Field(default=None, validator=optional(instance_of(str)))
    estimate = Field(default=None, validator=optional([instance_of(int), in_(range(1, 100))]))


class RecordTest(unittest.TestCase):
    def test_defaults(self):
        t = Ticket(title="Broken login")
        self.assertEqual(t.priority, "normal")
        self.assertIsNone(t.assignee)

    def test_full_record(self):
        t = Ticket(title="Slow search", priority="high", assignee="maria", estimate=5)
        self.assertEqual(repr(t), "Ticket(title='Slow search', priority='high', assignee='maria', estimate=5)")

    def test_wrong_type(self):
        with self.assertRaises(TypeError):
            Ticket(title=42)

    def test_optional_field_still_checks_values(self):
        with self.assertRaises(TypeError):
            Ticket(title="x", assignee=7)
        with self.assertRaises(ValueError):
            Ticket(title="x", assignee="bob", estimate=500)

    def test_unknown_priority(self):
        with self.assertRaises(ValueError):
            Ticket(title="x", priority="urgent")

    def test_missing_and_unexpected_arguments(self):
        with self.assertRaises(TypeError):
            Ticket()
        with self.assertRaises(TypeError):
            Ticket(title="x", owner="me")

    def test_equality(self):
        self.assertEqual(Ticket(title="a", assignee=None), Ticket(title="a"))
        self.assertNotEqual(Ticket(title="a"), Ticket(title="b"))


if __name__ == "__main__":
    unittest.main()
