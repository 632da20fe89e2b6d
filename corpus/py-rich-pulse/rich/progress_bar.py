import math
from typing import List, Optional

from .color import ColorTriplet, blend_rgb, parse_rgb_hex

# Number of characters before 'pulse' animation repeats
PULSE_SIZE = 20


class ProgressBar:
    """Renders a (progress) bar. Used by rich.progress.

    Args:
        total (float, optional): Number of steps in the bar. Defaults to 100.
        completed (float, optional): Number of steps completed. Defaults to 0.
        width (int, optional): Width of the bar. Defaults to 40.
        pulse_color (str): Color of the pulse highlight, as #rrggbb.
        back_color (str): Color of the bar background, as #rrggbb.
    """

    def __init__(self, total: Optional[float] = 100.0, completed: float = 0, width: int = 40,
                 pulse_color: str = "#f92672", back_color: str = "#3a3a3a"):
        self.total = total
        self.completed = completed
        self.width = width
        self.pulse_color = pulse_color
        self.back_color = back_color

    @property
    def percentage_completed(self) -> Optional[float]:
        """Calculate percentage complete."""
        if self.total is None:
            return None
        completed = (self.completed / self.total) * 100.0
        return min(100, max(0.0, completed))

    def _get_pulse_colors(self, fore_color: ColorTriplet, back_color: ColorTriplet) -> List[str]:
        """Get a list of colors to render a pulse animation."""
        colors = []
        for index in range(PULSE_SIZE):
            position = index / PULSE_SIZE
            fade = 0.5 + math.cos(position * math.pi * 2) / 2.0
            color = blend_rgb(back_color, fore_color, cross_fade=fade)
            colors.append(color.hex)
        return colors

    def render_pulse(self, offset: int = 0) -> List[str]:
        """Colors of each cell of a pulsing bar (used when the total is unknown)."""
        pulse = self._get_pulse_colors(parse_rgb_hex(self.pulse_color), parse_rgb_hex(self.back_color))
        cells = pulse * (self.width // PULSE_SIZE + 2)
        offset %= PULSE_SIZE
        return cells[offset : offset + self.width]

    def render_bar(self) -> str:
        """The bar as text: completed cells, then the rest."""
        if self.total is None:
            return "━" * self.width
        complete = int(self.width * self.percentage_completed / 100)
        return "━" * complete + " " * (self.width - complete)
