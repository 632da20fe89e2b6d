"""bencode.py - encoder + decoder."""

from .BTL import BTFailure, BencodeDecodeError
from .decoder import bdecode
from .encoder import bencode

__all__ = (
    'BTFailure', 'BencodeDecodeError',
    'bencode', 'bdecode', 'encode', 'decode',
)

encode = bencode
decode = bdecode
