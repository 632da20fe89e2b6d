"""Colormaps and the ScalarMappable that combines a norm with a colormap."""

from .colors import Normalize


class ListedColormap:
    """Picks one of N colours for each value in [0, 1]; values outside use the under/over colours."""

    def __init__(self, colors, name="from_list"):
        self.colors = list(colors)
        self.name = name
        self.N = len(self.colors)
        self._under = self.colors[0]
        self._over = self.colors[-1]

    def set_under(self, color):
        self._under = color

    def set_over(self, color):
        self._over = color

    def __call__(self, x):
        if x < 0:
            return self._under
        if x > 1:
            return self._over
        return self.colors[min(int(x * self.N), self.N - 1)]


class ScalarMappable:
    def __init__(self, norm=None, cmap=None):
        self.norm = norm if norm is not None else Normalize()
        self.cmap = cmap

    def set_clim(self, vmin=None, vmax=None):
        if vmin is not None:
            self.norm.vmin = vmin
        if vmax is not None:
            self.norm.vmax = vmax

    def to_rgba(self, values):
        return [self.cmap(x) for x in self.norm(list(values))]
