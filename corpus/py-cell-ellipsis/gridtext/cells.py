"""Formatting single cells: stringify, shorten, align."""

ELLIPSIS = "…"


def stringify(value, float_digits=2):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.{float_digits}f}"
    return str(value).replace("\n", " ")


def shorten(text, width):
    """`text` cut to at most `width` characters, marking the cut with an ellipsis."""
    if width <= 0:
        return ""
    if len(text) <= width:
        return text
    return text[:width] + ELLIPSIS


def align(text, width, how="left"):
    if how == "right":
        return text.rjust(width)
    if how == "center":
        return text.center(width)
    return text.ljust(width)
