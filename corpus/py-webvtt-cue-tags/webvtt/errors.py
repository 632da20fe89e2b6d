class MalformedFileError(Exception):
    """Error raised when the file is not well formatted"""


class MalformedCaptionError(Exception):
    """Error raised when a caption is not well formatted"""
