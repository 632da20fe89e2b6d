import unittest

from nlp.entity_ruler import EntityRuler
from nlp.tokens import Doc, Span
from nlp.util import filter_spans


def ruler(*patterns):
    r = EntityRuler()
    r.add_patterns([{"label": label, "pattern": text} for label, text in patterns])
    return r


def ents(doc):
    return [(span.text, span.label_) for span in doc.ents]


class EntityRulerTest(unittest.TestCase):
    def test_separate_entities(self):
        doc = ruler(("ORG", "Apple"), ("GPE", "San Francisco"))(Doc.from_text("Apple opened in San Francisco today"))
        self.assertEqual(ents(doc), [("Apple", "ORG"), ("San Francisco", "GPE")])

    def test_case_insensitive_patterns(self):
        doc = ruler(("PRODUCT", "iphone"))(Doc.from_text("I dropped my IPhone"))
        self.assertEqual(ents(doc), [("IPhone", "PRODUCT")])

    def test_longest_match_wins(self):
        r = ruler(("GPE", "New York"), ("GPE", "York"), ("ORG", "New York Times"))
        doc = r(Doc.from_text("the New York Times reported"))
        self.assertEqual(ents(doc), [("New York Times", "ORG")])

    def test_existing_entities_are_kept(self):
        doc = Doc.from_text("Ada Lovelace met Babbage")
        doc.ents = [Span(doc, 0, 2, "PERSON")]
        doc = ruler(("PERSON", "Babbage"))(doc)
        self.assertEqual(ents(doc), [("Ada Lovelace", "PERSON"), ("Babbage", "PERSON")])

    def test_conflicting_ents_are_refused(self):
        doc = Doc.from_text("a b c")
        with self.assertRaises(ValueError):
            doc.ents = [Span(doc, 0, 2, "X"), Span(doc, 1, 3, "Y")]


class FilterSpansTest(unittest.TestCase):
    def test_overlapping_spans(self):
        doc = Doc.from_text("one two three four five")
        spans = [Span(doc, 0, 2), Span(doc, 1, 4), Span(doc, 3, 5), Span(doc, 4, 5)]
        self.assertEqual([(s.start, s.end) for s in filter_spans(spans)], [(1, 4), (4, 5)])

    def test_disjoint_spans_are_sorted(self):
        doc = Doc.from_text("one two three four")
        spans = [Span(doc, 2, 4), Span(doc, 0, 1)]
        self.assertEqual([(s.start, s.end) for s in filter_spans(spans)], [(0, 1), (2, 4)])


if __name__ == "__main__":
    unittest.main()
