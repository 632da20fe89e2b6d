import unittest

from whoosh.analysis import (LowercaseFilter, RegexTokenizer, StandardAnalyzer,
                             StemmingAnalyzer, StopFilter)


class TestAnalysis(unittest.TestCase):
    def test_regextokenizer(self):
        value = "AAAaaaBBBbbbCCCcccDDDddd"
        rex = RegexTokenizer("[A-Z]+")
        self.assertEqual([t.text for t in rex(value)], ["AAA", "BBB", "CCC", "DDD"])
        rex = RegexTokenizer("[A-Z]+", gaps=False)
        self.assertEqual([t.text for t in rex("aaa")], [])

    def test_composition(self):
        ana = RegexTokenizer() | LowercaseFilter() | StopFilter()
        self.assertEqual([t.text for t in ana("The Quick Brown fox")], ["quick", "brown", "fox"])

    def test_standard_analyzer_positions(self):
        ana = StandardAnalyzer()
        tokens = [(t.text, t.pos) for t in ana("This is a test of the analyzer", positions=True)]
        self.assertEqual(tokens, [("test", 0), ("analyzer", 1)])

    def test_stop_filter_keeps_stopped_tokens(self):
        ana = StandardAnalyzer()
        tokens = [(t.text, t.stopped) for t in ana("the cat", removestops=False)]
        self.assertEqual(tokens, [("the", True), ("cat", False)])

    def test_character_ranges(self):
        value = "Indexed! Pickled! Peppered!"
        ana = StandardAnalyzer()
        ranges = [(t.text, t.startchar, t.endchar) for t in ana(value, chars=True)]
        self.assertEqual(ranges, [("indexed", 0, 7), ("pickled", 9, 16), ("peppered", 18, 26)])

    def test_character_ranges_with_start_char(self):
        ana = RegexTokenizer()
        ranges = [(t.startchar, t.endchar) for t in ana("hello there", chars=True, start_char=100)]
        self.assertEqual(ranges, [(100, 105), (106, 111)])

    def test_stemming_analyzer(self):
        ana = StemmingAnalyzer()
        self.assertEqual([t.text for t in ana("Cats and dogs chase glasses")],
                         ["cat", "dog", "chase", "glasse"])

    def test_no_tokenize(self):
        ana = RegexTokenizer()
        tokens = [(t.text, t.startchar, t.endchar) for t in ana("New York", tokenize=False, chars=True)]
        self.assertEqual(tokens, [("New York", 0, 8)])


if __name__ == "__main__":
    unittest.main()
