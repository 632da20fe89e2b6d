"""hpack: HTTP/2 header encoding for Python."""
from .exceptions import HPACKDecodingError, HPACKError, InvalidTableIndex
from .hpack import Decoder, decode_integer
from .table import HeaderTable

__version__ = '4.0.0'
