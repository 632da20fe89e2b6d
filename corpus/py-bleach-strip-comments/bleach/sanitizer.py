from bleach import html5lib_shim

#: Set of allowed tags
ALLOWED_TAGS = frozenset(("a", "abbr", "acronym", "b", "blockquote", "code", "em", "i", "li", "ol", "strong", "ul"))

#: Map of allowed attributes by tag
ALLOWED_ATTRIBUTES = {"a": ["href", "title"], "abbr": ["title"], "acronym": ["title"]}


class Cleaner:
    """Cleaner for cleaning HTML fragments of malicious content."""

    def __init__(self, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, strip=False, strip_comments=True):
        self.tags = tags
        self.attributes = attributes
        self.strip = strip
        self.strip_comments = strip_comments

    def clean(self, text):
        if not isinstance(text, str):
            raise TypeError("argument cannot be of %r type, must be of text type" % text.__class__.__name__)
        if not text:
            return ""
        sanitizer = BleachSanitizerFilter(self.tags, self.attributes, self.strip, self.strip_comments)
        tokens = (sanitizer.sanitize_token(t) for t in html5lib_shim.tokenize(text))
        return html5lib_shim.serialize(t for t in tokens if t is not None)


class BleachSanitizerFilter:
    def __init__(self, allowed_tags, attributes, strip_disallowed_tags, strip_html_comments):
        self.allowed_tags = allowed_tags
        self.attributes = attributes
        self.strip_disallowed_tags = strip_disallowed_tags
        self.strip_html_comments = strip_html_comments

    def sanitize_token(self, token):
        """Sanitize a token either by HTML-encoding or dropping."""
        token_type = token["type"]
        if token_type in ("StartTag", "EndTag"):
            if token["name"] in self.allowed_tags:
                return self.allow_token(token)
            elif self.strip_disallowed_tags:
                return None
            return {"type": "Characters", "data": token["raw"]}
        elif token_type == "Comment":
            if self.strip_html_comments:
                token["data"] = html5lib_shim.escape(token["data"], entities={'"': "&quot;", "'": "&#x27;"})
                return token
            return None
        return token

    def allow_token(self, token):
        if "data" in token:
            allowed = self.attributes.get(token["name"], [])
            token["data"] = {k: v for k, v in token["data"].items() if k in allowed}
        return token
