import unittest

from notify.addresses import as_list, merge, normalize
from notify.message import Alert, envelope


class AddressTests(unittest.TestCase):
    def test_normalize(self):
        self.assertEqual(normalize("Ops Team <OPS@Example.com>"), "ops@example.com")
        self.assertEqual(normalize("not an address"), "")

    def test_as_list_from_setting_string(self):
        self.assertEqual(as_list("a@x.org, Bob <b@x.org>"), ["a@x.org", "b@x.org"])
        self.assertEqual(as_list(None), [])

    def test_merge_removes_duplicates(self):
        self.assertEqual(merge(["a@x.org", "B@x.org"], "b@x.org, c@x.org"), ["a@x.org", "b@x.org", "c@x.org"])


class EnvelopeTests(unittest.TestCase):
    def test_subject_has_severity(self):
        env = envelope(Alert("disk 91% full"), to=[])
        self.assertEqual(env["subject"], "[WARNING] disk 91% full")
        self.assertEqual(env["to"], [])

    def test_warning_goes_to_team(self):
        env = envelope(Alert("disk 91% full"), to="ops@example.com", oncall="pager@example.com")
        self.assertEqual(env["to"], ["ops@example.com"])

    def test_critical_adds_oncall(self):
        env = envelope(Alert("db down", "critical"), to=["ops@example.com"], oncall="pager@example.com")
        self.assertEqual(env["to"], ["ops@example.com", "pager@example.com"])

    def test_muted_addresses_are_dropped(self):
        env = envelope(Alert("cert expires"), to="ops@example.com, dev@example.com", muted=["DEV@example.com"])
        self.assertEqual(env["to"], ["ops@example.com"])


if __name__ == "__main__":
    unittest.main()
