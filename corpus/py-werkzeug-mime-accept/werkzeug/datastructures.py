import re

_mime_split_re = re.compile(r"/|(?:\s*;\s*)")


def _normalize_mime(value):
    return _mime_split_re.split(value.lower())


class Accept(list):
    """An :class:`Accept` object is a list of ``(value, quality)`` tuples,
    sorted by specificity and quality."""

    def __init__(self, values=()):
        self.provided = values is not None
        values = sorted(values or (), key=lambda x: (self._specificity(x[0]), x[1]), reverse=True)
        list.__init__(self, values)

    def _specificity(self, value):
        return (value != "*",)

    def _value_matches(self, value, item):
        return item == "*" or item.lower() == value.lower()

    def quality(self, key):
        """Returns the quality of the key."""
        for item, quality in self:
            if self._value_matches(key, item):
                return quality
        return 0

    def __contains__(self, value):
        return any(self._value_matches(value, item) for item, _ in self)

    def best_match(self, matches, default=None):
        """Returns the best match from a list of possible matches based
        on the specificity and quality of the client."""
        result = default
        best_quality = -1
        best_specificity = (-1,)
        for server_item in matches:
            for client_item, quality in self:
                specificity = self._specificity(client_item)
                if quality <= 0 or quality < best_quality:
                    continue
                if quality == best_quality and specificity <= best_specificity:
                    continue
                if self._value_matches(server_item, client_item):
                    best_quality, best_specificity, result = quality, specificity, server_item
        return result


class MIMEAccept(Accept):
    """Like :class:`Accept` but with special methods and behavior for
    mimetypes."""

    def _specificity(self, value):
        return tuple(x != "*" for x in _mime_split_re.split(value))

    def _value_matches(self, value, item):
        if "/" not in item:
            return False
        value_type, value_subtype = _normalize_mime(value)[:2]
        item_type, item_subtype = _normalize_mime(item)[:2]
        if item_type == "*" and item_subtype != "*":
            return False
        return (
            (item_type == "*" and item_subtype == "*")
            or (item_type == value_type or (item_subtype == "*" or item_subtype == value_subtype))
        )

    @property
    def accept_html(self):
        """True if this object accepts HTML."""
        return "text/html" in self or "application/xhtml+xml" in self
