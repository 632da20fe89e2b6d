from .decoder import CBORDecodeError, loads
from .encoder import CBOREncoder, dumps

__all__ = ["CBORDecodeError", "CBOREncoder", "dumps", "loads"]
