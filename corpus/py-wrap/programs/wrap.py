"""Greedy word wrapping."""


def wrap(text, width):
    """Split text into lines of at most width characters, breaking at spaces when possible."""
    if width < 1:
        raise ValueError("width must be positive")
    lines = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        lines.append(text[:cut].rstrip())
        text = text[cut:].lstrip()
    return lines


def shorten(text, width, placeholder="..."):
    """Cut text to at most width characters, marking the cut with placeholder."""
    if len(text) <= width:
        return text
    return text[: width - len(placeholder)].rstrip() + placeholder
