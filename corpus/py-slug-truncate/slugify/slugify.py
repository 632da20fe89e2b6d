import re
import unicodedata

from .truncate import smart_truncate

DISALLOWED_CHARS_PATTERN = re.compile(r"[^-a-zA-Z0-9]+")
DUPLICATE_DASH_PATTERN = re.compile(r"-{2,}")
QUOTE_PATTERN = re.compile(r"[\']+")
NUMBERS_PATTERN = re.compile(r"(?<=\d),(?=\d)")

DEFAULT_SEPARATOR = "-"


def slugify(text, max_length=0, word_boundary=False, separator=DEFAULT_SEPARATOR,
            save_order=False, stopwords=(), lowercase=True):
    """Make a slug from the given text."""
    # replace quotes with dashes - pre-process
    text = QUOTE_PATTERN.sub(DEFAULT_SEPARATOR, text)

    # normalize: strip accents
    text = unicodedata.normalize("NFKD", text)
    text = text.encode("ascii", "ignore").decode("ascii")

    if lowercase:
        text = text.lower()

    # remove generated quotes -- post-process
    text = QUOTE_PATTERN.sub("", text)

    # cleanup numbers
    text = NUMBERS_PATTERN.sub("", text)

    # replace all other unwanted characters
    text = DISALLOWED_CHARS_PATTERN.sub(DEFAULT_SEPARATOR, text)

    # remove redundant
    text = DUPLICATE_DASH_PATTERN.sub(DEFAULT_SEPARATOR, text).strip(DEFAULT_SEPARATOR)

    # remove stopwords
    if stopwords:
        stopwords_lower = [s.lower() for s in stopwords]
        words = [w for w in text.split(DEFAULT_SEPARATOR) if w not in stopwords_lower]
        text = DEFAULT_SEPARATOR.join(words)

    # finalize length, keeping whole words if asked to
    if max_length > 0:
        text = smart_truncate(text, max_length, word_boundary, " ", save_order)

    # finalize separator
    if separator != DEFAULT_SEPARATOR:
        text = text.replace(DEFAULT_SEPARATOR, separator)

    return text
