"""Thumbnail presets and the names thumbnails are stored under."""

import posixpath
from dataclasses import dataclass

from .geometry import center_crop, fit_within

PRESETS = {
    "small": ((160, 160), False),
    "medium": ((640, 480), False),
    "square": ((200, 200), True),
}


@dataclass(frozen=True)
class Thumbnail:
    path: str
    size: tuple
    crop: tuple = None


def thumbnail_for(path, size, preset):
    """Describe the thumbnail of the image at ``path`` (``size`` pixels) for ``preset``."""
    try:
        box, crop = PRESETS[preset]
    except KeyError:
        raise ValueError(f"unknown thumbnail preset: {preset!r}") from None
    stem, _ = posixpath.splitext(path)
    if crop:
        rect = center_crop(size, box)
        cropped = (rect[2] - rect[0], rect[3] - rect[1])
        final = fit_within(cropped, box)
    else:
        rect, final = None, fit_within(size, box)
    return Thumbnail(f"{stem}.{preset}.{final[0]}x{final[1]}.jpg", final, rect)
