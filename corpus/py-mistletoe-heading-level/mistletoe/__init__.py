"""
Make mistletoe easier to import.
"""

from mistletoe.block_token import Document  # noqa
from mistletoe.html_renderer import HTMLRenderer  # noqa


def markdown(iterable, renderer=HTMLRenderer):
    """
    Output HTML with default settings.
    Enables inline and block-level HTML tags.
    """
    with renderer() as renderer:
        return renderer.render(Document(iterable))
