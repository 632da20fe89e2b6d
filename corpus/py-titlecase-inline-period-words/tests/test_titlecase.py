"""Tests for titlecase"""
import unittest

from titlecase import titlecase


class TitlecaseTest(unittest.TestCase):
    def check(self, cases):
        for text, expected in cases:
            self.assertEqual(titlecase(text), expected)

    def test_small_words(self):
        self.check([
            ("a thing", "A Thing"),
            ("this v that", "This v That"),
            ("this vs. that", "This vs. That"),
            ("Small word at end is nothing to be afraid of",
             "Small Word at End Is Nothing to Be Afraid Of"),
            ("'by the way, small word at the start but within quotes.'",
             "'By the Way, Small Word at the Start but Within Quotes.'"),
            ('"Nothing to Be Afraid of?"', '"Nothing to Be Afraid Of?"'),
        ])

    def test_sub_phrases(self):
        self.check([
            ("Starting Sub-Phrase With a Small Word: a Trick, Perhaps?",
             "Starting Sub-Phrase With a Small Word: A Trick, Perhaps?"),
            ("Dr. Strangelove (or: how I Learned to Stop Worrying and Love the Bomb)",
             "Dr. Strangelove (Or: How I Learned to Stop Worrying and Love the Bomb)"),
        ])

    def test_all_caps(self):
        self.check([
            ("IF IT'S ALL CAPS, FIX IT", "If It's All Caps, Fix It"),
            ("U.S. NEWS AND WORLD REPORT", "U.S. News and World Report"),
        ])

    def test_ampersands_and_possessives(self):
        self.check([
            ("Q&A with steve jobs: 'that's what happens in technology'",
             "Q&A With Steve Jobs: 'That's What Happens in Technology'"),
            ("What is AT&T's problem?", "What Is AT&T's Problem?"),
            ("The SEC's Apple probe: what you need to know",
             "The SEC's Apple Probe: What You Need to Know"),
            ("There are 100's of buyer's guides", "There Are 100's of Buyer's Guides"),
        ])

    def test_inline_periods_are_left_alone(self):
        self.check([
            ("Check example.com for details", "Check example.com for Details"),
            ("Have you used del.icio.us lately", "Have You Used del.icio.us Lately"),
        ])

    def test_mixed_case_words_are_left_alone(self):
        self.check([
            ("the iPhone and the iPad are from apple",
             "The iPhone and the iPad Are From Apple"),
            ("an ACRONYM like NASA in a title", "An ACRONYM Like NASA in a Title"),
        ])

    def test_mac_and_apostrophes(self):
        self.check([("mcdonald's o'neil and d'artagnan", "McDonald's O'Neil and d'Artagnan")])

    def test_slashes_and_hyphens(self):
        self.check([
            ("What could/should be done about slashes?",
             "What Could/Should Be Done About Slashes?"),
            ("step-by-step guide to the e-mail", "Step-By-Step Guide to the E-Mail"),
        ])

    def test_multiple_lines(self):
        self.assertEqual(titlecase("first line\nsecond line of text"),
                         "First Line\nSecond Line of Text")

    def test_callback(self):
        def abbreviation(word, **kwargs):
            if word.upper() in ('TCP', 'UDP'):
                return word.upper()
        self.assertEqual(titlecase('a simple tcp and udp wrapper', callback=abbreviation),
                         'A Simple TCP and UDP Wrapper')


if __name__ == '__main__':
    unittest.main()
