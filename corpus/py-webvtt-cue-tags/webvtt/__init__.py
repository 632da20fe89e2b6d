from .errors import MalformedCaptionError, MalformedFileError
from .parsers import WebVTTParser
from .structures import Caption


class WebVTT(object):
    """A list of captions, as read from a WebVTT file."""

    def __init__(self, captions=None):
        self.captions = captions or []

    @property
    def total_length(self):
        if not self.captions:
            return 0
        return int(self.captions[-1]._end) - int(self.captions[0]._start)


def read_buffer(buffer):
    """Reads a WebVTT captions from a file-like object."""
    return WebVTT(WebVTTParser().read_from_buffer(buffer))
