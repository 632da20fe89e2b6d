"""HTML renderer for inline tokens."""

from .util import escape, safe_url


class HTMLRenderer:
    def __init__(self, escape=True, allow_harmful_protocols=False):
        self._escape = escape
        self._allow_harmful_protocols = allow_harmful_protocols

    def safe_url(self, url, image=False):
        if self._allow_harmful_protocols:
            return escape(url)
        return safe_url(url, allow_data_images=image)

    def text(self, text):
        return escape(text, quote_=False) if self._escape else text

    def emphasis(self, text):
        return "<em>" + text + "</em>"

    def strong(self, text):
        return "<strong>" + text + "</strong>"

    def codespan(self, code):
        return "<code>" + escape(code) + "</code>"

    def link(self, text, url, title=None):
        s = '<a href="' + self.safe_url(url) + '"'
        if title:
            s += ' title="' + escape(title) + '"'
        return s + ">" + text + "</a>"

    def image(self, alt, url, title=None):
        s = '<img src="' + self.safe_url(url, image=True) + '" alt="' + escape(alt) + '"'
        if title:
            s += ' title="' + escape(title) + '"'
        return s + " />"

    def paragraph(self, text):
        return "<p>" + text + "</p>\n"
