"""HTML escaping and attribute formatting."""


class Markup(str):
    """A string that is already safe to put into HTML."""

    def __html__(self):
        return self


def escape(value):
    if hasattr(value, "__html__"):
        return Markup(value.__html__())
    text = str(value)
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return Markup(text.replace('"', "&#34;").replace("'", "&#39;"))


def format_attrs(attrs):
    """Render a dict as HTML attributes, with a leading space, in sorted order.

    ``None`` and ``False`` drop the attribute; ``True`` renders a bare boolean attribute.
    """
    parts = []
    for key in sorted(attrs):
        value = attrs[key]
        if value is None or value is False:
            continue
        key = key.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(key)
        parts.append(f'{key}="{escape(value)}"')
    return Markup("".join(" " + part for part in parts))


def tag(name, attrs, content=None):
    if content is None:
        return Markup(f"<{name}{format_attrs(attrs)}>")
    return Markup(f"<{name}{format_attrs(attrs)}>{escape(content)}</{name}>")
