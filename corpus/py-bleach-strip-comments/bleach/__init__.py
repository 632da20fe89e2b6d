"""An easy, safe, allowed-list-based HTML sanitizing library (reduced)."""

from bleach.sanitizer import ALLOWED_ATTRIBUTES, ALLOWED_TAGS, Cleaner

__version__ = "6.1.0"


def clean(text, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, strip=False, strip_comments=True):
    """Clean an HTML fragment of malicious content and return it.

    :arg str text: the text to clean
    :arg set tags: set of allowed tags; defaults to ``bleach.sanitizer.ALLOWED_TAGS``
    :arg dict attributes: allowed attributes per tag
    :arg bool strip: whether or not to strip disallowed elements
    :arg bool strip_comments: whether or not to strip HTML comments
    """
    cleaner = Cleaner(tags=tags, attributes=attributes, strip=strip, strip_comments=strip_comments)
    return cleaner.clean(text)
