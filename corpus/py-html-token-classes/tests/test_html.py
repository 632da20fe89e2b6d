import unittest

from hilite.html import HtmlFormatter
from hilite.token import Comment, Keyword, Name, Number, Operator, String, Text, Token

TOKENS = [
    (Keyword, "def"), (Text, " "), (Name.Function, "area"), (Operator, "("),
    (Name, "r"), (Operator, "):"), (Text, "\n"),
    (Text, "    "), (Keyword, "return"), (Text, " "), (Number.Float, "3.14"),
    (Operator, "*"), (Name, "r"), (Operator, "**"), (Number.Integer, "2"), (Text, "\n"),
]


class TokenTypeTest(unittest.TestCase):
    def test_subtype_containment(self):
        self.assertIn(String.Doc, String)
        self.assertIn(Name.Builtin.Pseudo, Name)
        self.assertNotIn(Name, Name.Builtin)
        self.assertEqual(repr(Comment.Single), "Token.Comment.Single")


class HtmlFormatterTest(unittest.TestCase):
    def test_standard_classes(self):
        out = HtmlFormatter().format(TOKENS)
        self.assertIn('<span class="k">def</span> <span class="nf">area</span>', out)
        self.assertIn('<span class="mi">2</span>', out)

    def test_unknown_subtype_appends_name(self):
        out = HtmlFormatter().format([(Number.Float, "3.14")])
        self.assertIn('<span class="mFloat">3.14</span>', out)

    def test_deep_custom_subtype(self):
        fmt = HtmlFormatter()
        ttype = Name.Function.Magic.Dunder
        self.assertEqual(fmt._get_css_class(ttype), "nfMagicDunder")

    def test_custom_types_under_builtin(self):
        out = HtmlFormatter(classprefix="tok-").format([(Name.Builtin.Pseudo.Self.Cls, "cls")])
        self.assertIn('<span class="tok-bpSelfCls">cls</span>', out)

    def test_escaping(self):
        out = HtmlFormatter().format([(Operator, "<"), (String, '"a&b"')])
        self.assertIn('<span class="o">&lt;</span><span class="s">"a&amp;b"</span>', out)

    def test_linenos(self):
        out = HtmlFormatter(linenos=True, linenostart=10).format(TOKENS)
        self.assertTrue(out.startswith('<div class="highlight"><pre><span class="linenos"> 10</span>'))
        self.assertIn('<span class="linenos"> 11</span>    <span class="k">return</span>', out)

    def test_plain_text_has_no_span(self):
        out = HtmlFormatter().format([(Token.Text, "hello")])
        self.assertEqual(out, '<div class="highlight"><pre>hello</pre></div>\n')


if __name__ == "__main__":
    unittest.main()
