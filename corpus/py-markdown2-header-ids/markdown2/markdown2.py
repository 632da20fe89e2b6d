"""A fast and complete Python implementation of Markdown (reduced: headers only)."""

import re
from collections import defaultdict

from .utils import _slugify, _xml_escape_attr


class Markdown(object):
    def __init__(self, extras=None):
        if isinstance(extras, dict):
            self.extras = dict(extras)
        else:
            self.extras = dict.fromkeys(extras or [])
        self.reset()

    def reset(self):
        self._count_from_header_id = defaultdict(int)

    def convert(self, text):
        self.reset()
        text = self._do_headers(text)
        return text + "\n"

    def header_id_from_text(self, text, prefix, n):
        """Generate a header id attribute value from the given header
        HTML content.

        @param text {str} The text of the header tag
        @param prefix {str} The requested prefix for header ids. This is the
            value of the "header-ids" extra key, if any. Otherwise, None.
        @param n {int} The <hN> tag number, i.e. `1` for an <h1> tag.
        @returns {str} The value for the header tag's "id" attribute. Return
            None to not have an id attribute and to exclude this header from
            the TOC (if the "toc" extra is specified).
        """
        header_id = _slugify(text)
        if prefix and isinstance(prefix, str):
            header_id = prefix + '-' + header_id

        self._count_from_header_id[header_id] += 1
        if 0 == len(header_id) or self._count_from_header_id[header_id] > 1:
            header_id += '-%s' % self._count_from_header_id[header_id]

        return header_id

    _atx_h_re = re.compile(r'^(#{1,6})[ \t]+(.+?)[ \t]*(?<!\\)#*\n+', re.M)

    def _h_sub(self, match):
        n = len(match.group(1))
        header_text = match.group(2)
        header_id_attr = ""
        if "header-ids" in self.extras:
            header_id = self.header_id_from_text(header_text, self.extras["header-ids"], n)
            if header_id:
                header_id_attr = ' id="%s"' % _xml_escape_attr(header_id)
        return "<h%d%s>%s</h%d>\n\n" % (n, header_id_attr, header_text, n)

    def _do_headers(self, text):
        return self._atx_h_re.sub(self._h_sub, text)


def markdown(text, extras=None):
    return Markdown(extras=extras).convert(text)
