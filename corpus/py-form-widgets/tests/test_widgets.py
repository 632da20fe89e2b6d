import unittest

from formkit.html import Markup
from formkit.widgets import CheckboxInput, EmailInput, Input, Textarea


class WidgetTest(unittest.TestCase):
    def test_text_input_with_value(self):
        html = Input("name", maxlength=40).render('Ann "Nan" <b>')
        self.assertEqual(
            html,
            '<input id="id_name" maxlength="40" name="name" type="text" value="Ann &#34;Nan&#34; &lt;b&gt;">',
        )

    def test_required_email(self):
        html = EmailInput("email", required=True).render()
        self.assertEqual(html, '<input id="id_email" name="email" required type="email">')

    def test_checked_checkbox(self):
        html = CheckboxInput("terms", class_="check").render(True)
        self.assertEqual(html, '<input checked class="check" id="id_terms" name="terms" type="checkbox">')

    def test_unchecked_checkbox(self):
        html = CheckboxInput("terms", data_role="agree").render(False)
        self.assertEqual(html, '<input data-role="agree" id="id_terms" name="terms" type="checkbox">')

    def test_textarea_escapes_content(self):
        html = Textarea("bio", rows=3).render("a < b & c")
        self.assertEqual(html, '<textarea id="id_bio" name="bio" rows="3">a &lt; b &amp; c</textarea>')

    def test_markup_is_not_escaped_twice(self):
        html = Textarea("bio").render(Markup("<em>hi</em>"))
        self.assertEqual(html, '<textarea id="id_bio" name="bio"><em>hi</em></textarea>')


if __name__ == "__main__":
    unittest.main()
