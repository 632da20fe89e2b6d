import unicodedata

from django.utils.functional import SimpleLazyObject


def capfirst(x):
    """Capitalize the first letter of a string."""
    if not x:
        return x
    if not isinstance(x, str):
        x = str(x)
    return x[0].upper() + x[1:]


def add_truncation_text(text, truncate=None):
    if truncate is None:
        truncate = "%(truncated_text)s…"
    if "%(truncated_text)s" in truncate:
        return truncate % {"truncated_text": text}
    # The truncation text didn't contain the %(truncated_text)s string
    # replacement argument so just append it to the text.
    if text.endswith(truncate):
        return text
    return "%s%s" % (text, truncate)


class Truncator(SimpleLazyObject):
    """
    An object used to truncate text, either by characters or words.
    """

    def __init__(self, text):
        super().__init__(lambda: str(text))

    def chars(self, num, truncate=None):
        """
        Return the text truncated to be no longer than the specified number
        of characters.
        """
        self._setup = self._setupfunc()
        length = int(num)
        if length <= 0:
            return ""
        text = unicodedata.normalize("NFC", self._setup)
        return self._text_chars(length, truncate, text)

    def _text_chars(self, length, truncate, text):
        """Truncate a string after a certain number of chars."""
        truncate_len = length
        for char in add_truncation_text("", truncate):
            if not unicodedata.combining(char):
                truncate_len -= 1
                if truncate_len == 0:
                    break
        s_len = 0
        end_index = None
        for i, char in enumerate(text):
            if unicodedata.combining(char):
                # Don't consider combining characters as adding to the length.
                continue
            s_len += 1
            if end_index is None and s_len > truncate_len:
                end_index = i
            if s_len >= length:
                # Return the truncated string
                return add_truncation_text(text[: end_index or 0], truncate)
        # Return the original string since no truncation was necessary
        return text

    def words(self, num, truncate=None):
        """Truncate a string after a certain number of words."""
        length = int(num)
        if length <= 0:
            return ""
        words = self._setupfunc().split()
        if len(words) > length:
            words = words[:length]
            return add_truncation_text(" ".join(words), truncate)
        return " ".join(words)
