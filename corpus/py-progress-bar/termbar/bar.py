"""The bar itself: "[#####-----]" with an optional partial cell."""
from .util import clamp

FULL = "#"
PARTIAL = ">"
EMPTY = "-"


def filled_cells(fraction, width):
    """(full cells, has a partial cell) for a bar `width` cells wide."""
    fraction = clamp(0.0, fraction, 1.0)
    exact = fraction * width
    full = int(exact)
    return full, full < width and exact - full >= 0.5


def render_bar(fraction, width=20):
    full, partial = filled_cells(fraction, width)
    cells = FULL * full + (PARTIAL if partial else "")
    return "[" + cells + EMPTY * (width - len(cells)) + "]"


def percent(fraction):
    return f"{round(clamp(fraction, 0.0, 1.0) * 100):3d}%"
