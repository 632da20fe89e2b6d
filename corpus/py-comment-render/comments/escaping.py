"""HTML escaping for the two places user text ends up: element content and attribute values."""
import html


def escape_text(value):
    """Escapes &, < and > for use between tags."""
    return html.escape(str(value), quote=False)


def escape_attr(value):
    """Escapes a value for use inside a double-quoted attribute."""
    return html.escape(str(value), quote=False)


def attrs(**values):
    """' name="value"' pairs in the given order; None values are left out, `class_` becomes `class`."""
    parts = []
    for name, value in values.items():
        if value is None:
            continue
        parts.append(f' {name.rstrip("_").replace("_", "-")}="{escape_attr(value)}"')
    return "".join(parts)
