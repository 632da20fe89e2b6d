import unittest

from newsletter.audience import UnknownGroup, split_audience
from newsletter.campaign import Campaign

GROUPS = {
    "staff": ["Ann@Example.org", "bob@example.org"],
    "board": ["carol@example.org", "ann@example.org"],
    "empty": [],
}


class CampaignTest(unittest.TestCase):
    def test_split_audience(self):
        self.assertEqual(split_audience(" a@x.org; @staff ,, b@y.org "), ["a@x.org", "@staff", "b@y.org"])

    def test_plain_addresses(self):
        campaign = Campaign("Hello", "Dan@Example.org, erin@example.org, dan@example.org", GROUPS)
        self.assertEqual(campaign.send_list(), ["dan@example.org", "erin@example.org"])

    def test_groups_are_expanded(self):
        campaign = Campaign("Q3 update", "@staff, @board", GROUPS)
        self.assertEqual(campaign.send_list(), ["ann@example.org", "bob@example.org", "carol@example.org"])

    def test_unsubscribed_are_skipped(self):
        campaign = Campaign("Sale", "@staff, dan@example.org", GROUPS, unsubscribed=["BOB@example.org"])
        self.assertEqual(campaign.send_list(), ["ann@example.org", "dan@example.org"])

    def test_unknown_group(self):
        with self.assertRaises(UnknownGroup):
            Campaign("Hi", "@staff, @interns", GROUPS).send_list()

    def test_bad_address(self):
        with self.assertRaises(ValueError):
            Campaign("Hi", "not-an-address", GROUPS).send_list()

    def test_summary(self):
        self.assertEqual(Campaign("Hi", "dan@example.org", GROUPS).summary(), "'Hi' to 1 recipient")


if __name__ == "__main__":
    unittest.main()
