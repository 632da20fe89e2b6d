import unittest

from tmpl.environment import Environment, TemplateError

LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit"


class FilterTest(unittest.TestCase):
    def setUp(self):
        self.env = Environment()

    def test_short_text_is_unchanged(self):
        self.assertEqual(self.env.render("{{ t|truncate(20) }}", t="Hello world"), "Hello world")

    def test_leeway_keeps_slightly_long_text(self):
        self.assertEqual(self.env.render("{{ t|truncate(10) }}", t="Hello wonderful"), "Hello wonderful")

    def test_truncate_drops_the_partial_word(self):
        self.assertEqual(self.env.render("{{ t|truncate(21, leeway=0) }}", t=LOREM), "Lorem ipsum dolor...")

    def test_truncate_on_a_word_boundary(self):
        out = self.env.render("{{ t|truncate(9, leeway=0) }}", t="foo bar baz qux")
        self.assertEqual(out, "foo...")

    def test_killwords(self):
        out = self.env.render("{{ t|truncate(12, killwords=True, end='..', leeway=0) }}", t=LOREM)
        self.assertEqual(out, "Lorem ipsu..")

    def test_killwords_keeps_the_end_marker(self):
        out = self.env.render("{{ t|truncate(30, killwords=True, end=' [more]') }}", t=LOREM)
        self.assertTrue(out.endswith(" [more]"))
        self.assertTrue(LOREM.startswith(out[: -len(" [more]")]))

    def test_policy_changes_the_default_leeway(self):
        env = Environment(policies={"truncate.leeway": 0})
        self.assertEqual(env.render("{{ t|truncate(15)|upper }}", t=LOREM), "LOREM IPSUM...")

    def test_other_filters(self):
        out = self.env.render("{{ name|default('guest')|title }} has {{ t|wordcount }} words", t=LOREM)
        self.assertEqual(out, "Guest has 8 words")

    def test_unknown_filter(self):
        with self.assertRaises(TemplateError):
            self.env.render("{{ t|shout }}", t="x")


if __name__ == "__main__":
    unittest.main()
