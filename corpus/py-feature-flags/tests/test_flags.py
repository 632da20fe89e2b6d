import unittest

from flags import Flag, FlagStore
from flags.rollout import bucket, clamp_percent
from flags.store import UnknownFlag

DOC = """{"flags": {
  "new-checkout": {"percent": 25, "users": ["u-maria"], "groups": ["staff"], "blocked": ["u-bot"]},
  "dark-mode": {"enabled": false, "percent": 100}
}}"""


class RolloutTest(unittest.TestCase):
    def test_buckets_are_stable_and_in_range(self):
        self.assertEqual(bucket("f", "u1"), bucket("f", "u1"))
        self.assertTrue(all(0 <= bucket("f", f"u{i}") < 100 for i in range(200)))
        self.assertEqual((clamp_percent(-5), clamp_percent("40"), clamp_percent(150)), (0, 40, 100))

    def test_percentage_rollout(self):
        flag = Flag("beta", percent=30)
        on = sum(flag.is_enabled_for(f"user-{i}") for i in range(2000))
        self.assertTrue(500 < on < 700, on)


class StoreTest(unittest.TestCase):
    def setUp(self):
        self.store = FlagStore.from_json(DOC)

    def test_disabled_flag_is_off_for_everyone(self):
        self.assertFalse(self.store.enabled("dark-mode", "u-maria", ["staff"]))

    def test_allow_listed_user_gets_the_feature(self):
        self.assertTrue(self.store.enabled("new-checkout", "u-maria"))

    def test_staff_group_gets_the_feature(self):
        users = [f"u-{i}" for i in range(50)]
        self.assertTrue(all(self.store.enabled("new-checkout", u, ["staff"]) for u in users))

    def test_blocked_user_never_gets_it(self):
        self.assertFalse(self.store.enabled("new-checkout", "u-bot", ["staff"]))

    def test_unknown_flag(self):
        with self.assertRaises(UnknownFlag):
            self.store.enabled("nope", "u-maria")
