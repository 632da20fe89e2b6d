"""Message catalog with plural forms."""
from .rules import plural_category


class MissingMessage(KeyError):
    pass


class Catalog:
    def __init__(self, locale, messages):
        self.locale = locale
        self.messages = messages

    def forms(self, key):
        try:
            return self.messages[key]
        except KeyError:
            raise MissingMessage(key) from None

    def ngettext(self, key, n):
        forms = self.forms(key)
        category = plural_category(self.locale, n)
        template = forms.get(category, forms["other"] if "other" in forms else forms["many"])
        return template.format(n=n)
