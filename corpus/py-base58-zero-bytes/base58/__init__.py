'''Base58 encoding

Implementations of Base58 and Base58Check encodings that are compatible
with the bitcoin network.
'''

from .alphabets import BITCOIN_ALPHABET, RIPPLE_ALPHABET, XRP_ALPHABET
from .codec import b58decode, b58decode_int, b58encode, b58encode_int
from .check import b58decode_check, b58encode_check

__version__ = '2.1.1'

# Retro compatibility
alphabet = BITCOIN_ALPHABET
