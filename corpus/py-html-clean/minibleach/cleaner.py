"""Public API: Cleaner and clean()."""

from .sanitizer import BleachSanitizer

ALLOWED_TAGS = frozenset(
    ["a", "abbr", "acronym", "b", "blockquote", "code", "em", "i", "li", "ol", "strong", "ul"]
)
ALLOWED_ATTRIBUTES = {"a": ["href", "title"], "abbr": ["title"], "acronym": ["title"]}
ALLOWED_PROTOCOLS = frozenset(["http", "https", "mailto"])


class Cleaner:
    """Cleans HTML fragments against an allow list; reuse one Cleaner for many fragments."""

    def __init__(self, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, protocols=ALLOWED_PROTOCOLS,
                 strip=False, strip_comments=True):
        self.tags = tags
        self.attributes = attributes
        self.protocols = protocols
        self.strip = strip
        self.strip_comments = strip_comments

    def clean(self, text):
        if not isinstance(text, str):
            raise TypeError(f"argument cannot be of {type(text).__name__!r} type, must be of text type")
        if not text:
            return ""
        sanitizer = BleachSanitizer(self.tags, self.attributes, self.protocols,
                                    strip=self.strip, strip_comments=self.strip_comments)
        sanitizer.feed(text)
        return sanitizer.result()


def clean(text, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, protocols=ALLOWED_PROTOCOLS,
          strip=False, strip_comments=True):
    return Cleaner(tags, attributes, protocols, strip, strip_comments).clean(text)
