"""Size arithmetic for resizing images."""


def _scaled(width, height, factor):
    """Scale a size by ``factor``, never going below one pixel."""
    return max(1, round(width * factor)), max(1, round(height * factor))


def aspect_ratio(size):
    width, height = size
    return width / height


def fit_within(size, box):
    """Largest size with the same aspect ratio as ``size`` that fits in ``box``.

    Images already smaller than the box are never upscaled.
    """
    width, height = size
    max_width, max_height = box
    if width <= max_width and height <= max_height:
        return size
    factor = min(max_width / width, max_height / height)
    return _scaled(height, width, factor)


def center_crop(size, box):
    """The (left, top, right, bottom) rectangle of ``size`` to crop to ``box``'s ratio."""
    width, height = size
    target = box[0] / box[1]
    if aspect_ratio(size) > target:
        new_width = round(height * target)
        left = (width - new_width) // 2
        return left, 0, left + new_width, height
    new_height = round(width / target)
    top = (height - new_height) // 2
    return 0, top, width, top + new_height
