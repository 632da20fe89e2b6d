"""Turning values into cell text and fitting cell text into a column width."""

from decimal import Decimal

ELLIPSIS = "…"


def to_text(value, precision=2):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (float, Decimal)):
        return f"{value:,.{precision}f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def truncate(text, width):
    if len(text) <= width:
        return text
    if width <= 1:
        return text[:width]
    return text[: width - 1] + ELLIPSIS


def align(text, width, how="left"):
    """Pads `text` with spaces to `width`; centred text gets the odd space on the right."""
    text = truncate(text, width)
    gap = width - len(text)
    if how == "right":
        return " " * gap + text
    if how == "center":
        left = gap / 2
        return " " * left + text + " " * (gap - left)
    return text + " " * gap
