import re
import string

_re_hash = re.compile(r"#")
_re_perc = re.compile(r"%")
_re_excl = re.compile(r"!")
_re_at = re.compile(r"@")
_re_qm = re.compile(r"\?")


class BaseProvider:
    __provider__ = "base"

    def __init__(self, generator):
        self.generator = generator

    def random_int(self, min=0, max=9999, step=1):
        """Generate a random integer between two integers ``min`` and ``max`` inclusive."""
        return self.generator.random.randrange(min, max + 1, step)

    def random_digit(self):
        """Generate a random digit (0 to 9)."""
        return self.generator.random.randint(0, 9)

    def random_digit_not_null(self):
        """Generate a random non-zero digit (1 to 9)."""
        return self.generator.random.randint(1, 9)

    def random_digit_or_empty(self):
        """Generate a random digit (0 to 9) or an empty string."""
        if self.generator.random.randint(0, 1):
            return self.generator.random.randint(0, 9)
        return ""

    def random_digit_not_null_or_empty(self):
        """Generate a random non-zero digit (1 to 9) or an empty string."""
        if self.generator.random.randint(0, 1):
            return self.generator.random.randint(1, 9)
        return ""

    def random_element(self, elements=("a", "b", "c")):
        """Generate a randomly sampled object from ``elements``."""
        return self.generator.random.choice(elements)

    def numerify(self, text="###"):
        """Generate a string with each placeholder in ``text`` replaced:
        '#' by a digit, '%' by a non-zero digit, '!' by a digit or nothing,
        '@' by a non-zero digit or nothing.
        """
        text = _re_hash.sub(lambda x: str(self.random_digit()), text)
        text = _re_perc.sub(lambda x: str(self.random_digit()), text)
        text = _re_excl.sub(lambda x: str(self.random_digit_or_empty()), text)
        text = _re_at.sub(lambda x: str(self.random_digit_not_null_or_empty()), text)
        return text

    def lexify(self, text="????", letters=string.ascii_letters):
        """Generate a string with each question mark ('?') in ``text``
        replaced with a random character from ``letters``.
        """
        return _re_qm.sub(lambda x: self.random_element(letters), text)

    def bothify(self, text="## ??", letters=string.ascii_letters):
        """Generate a string with each placeholder in ``text`` replaced
        according to :meth:`numerify` and :meth:`lexify`.
        """
        return self.lexify(self.numerify(text), letters=letters)
