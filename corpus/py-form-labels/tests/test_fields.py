import unittest

from formkit.fields import Field, model_verbose_name
from formkit.text import get_text_list


class LabelTest(unittest.TestCase):
    def test_label_from_name(self):
        self.assertEqual(Field("first_name").label_tag(), '<label for="id_first_name">First name:</label>')

    def test_explicit_verbose_name_is_capitalised(self):
        field = Field("dob", verbose_name="date of birth")
        self.assertEqual(field.label_tag(suffix=""), '<label for="id_dob">Date of birth</label>')

    def test_hidden_fields_have_no_label(self):
        self.assertEqual(Field("csrf_token", verbose_name="").label_tag(), "")

    def test_choices_help(self):
        field = Field("size", choices=[("s", "small"), ("m", "medium"), ("l", "large")])
        self.assertEqual(field.choices_help(), "Choose Small, Medium or Large")
        self.assertEqual(Field("size").choices_help(), "")

    def test_short_help(self):
        field = Field("bio", help_text="tell us a little about yourself and what you do for a living")
        self.assertEqual(field.short_help(5), "Tell us a little about…")
        self.assertEqual(Field("nickname").short_help(), "")


class TextTest(unittest.TestCase):
    def test_model_verbose_name(self):
        self.assertEqual(model_verbose_name("OrderLineItem"), "Order line item")
        self.assertEqual(model_verbose_name("URLPattern"), "Url pattern")

    def test_get_text_list(self):
        self.assertEqual(get_text_list(["a", "b", "c"], "and"), "a, b and c")
        self.assertEqual(get_text_list([]), "")


if __name__ == "__main__":
    unittest.main()
