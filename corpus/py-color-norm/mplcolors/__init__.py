"""Data-to-colour mapping, after matplotlib.colors and matplotlib.cm."""
