from .bits import Bits
from .bitstream import ConstBitStream, ReadError

__all__ = ["Bits", "ConstBitStream", "ReadError"]
