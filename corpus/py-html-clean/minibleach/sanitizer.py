"""Token-level filtering: keeps allowed tags/attributes and escapes or strips the rest."""

from html import escape
from html.parser import HTMLParser


class BleachSanitizer(HTMLParser):
    def __init__(self, tags, attributes, protocols, strip=False, strip_comments=True):
        super().__init__(convert_charrefs=True)
        self.tags = tags
        self.attributes = attributes
        self.protocols = protocols
        self.strip = strip
        self.strip_comments = strip_comments
        self.out = []

    def attr_allowed(self, tag, name, value):
        if callable(self.attributes):
            return self.attributes(tag, name, value)
        allowed = list(self.attributes.get(tag, [])) + list(self.attributes.get("*", []))
        if name not in allowed:
            return False
        if name in ("href", "src") and ":" in value:
            scheme = value.split(":", 1)[0].strip().lower()
            return scheme in self.protocols
        return True

    def disallowed(self, raw):
        if not self.strip:
            return
        self.out.append(escape(raw, quote=False))

    def handle_starttag(self, tag, attrs):
        if tag not in self.tags:
            return self.disallowed(self.get_starttag_text())
        kept = "".join(
            f' {name}="{escape(value or "")}"' for name, value in attrs if self.attr_allowed(tag, name, value or "")
        )
        self.out.append(f"<{tag}{kept}>")

    def handle_endtag(self, tag):
        if tag not in self.tags:
            return self.disallowed(f"</{tag}>")
        self.out.append(f"</{tag}>")

    def handle_data(self, data):
        self.out.append(escape(data, quote=False))

    def handle_comment(self, data):
        if not self.strip_comments:
            self.out.append(f"<!--{data}-->")

    def result(self):
        self.close()
        return "".join(self.out)
