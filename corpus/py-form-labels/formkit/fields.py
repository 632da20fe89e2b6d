"""Fields and the labels forms show for them."""

from .text import camel_case_to_spaces, capfirst, get_text_list, truncate_words


def pretty_name(name):
    """'first_name' -> 'First name'."""
    if not name:
        return ""
    return name.replace("_", " ").capitalize()


class Field:
    def __init__(self, name, verbose_name=None, choices=None, help_text=""):
        self.name = name
        self.verbose_name = pretty_name(name) if verbose_name is None else verbose_name
        self.choices = choices or []
        self.help_text = help_text

    def label_tag(self, suffix=":"):
        """'<label for="id_x">Label:</label>', or '' for fields with a blank label."""
        label = capfirst(self.verbose_name)
        if not label:
            return ""
        return f'<label for="id_{self.name}">{label}{suffix}</label>'

    def choices_help(self):
        labels = [capfirst(label) for _, label in self.choices]
        return "Choose " + get_text_list(labels, "or") if labels else ""

    def short_help(self, words=8):
        return capfirst(truncate_words(self.help_text, words))


def model_verbose_name(class_name):
    """'OrderLineItem' -> 'Order line item'."""
    return capfirst(camel_case_to_spaces(class_name))
