from .main import ShortUUID, decode, encode, get_alphabet, random, set_alphabet, uuid

__version__ = "1.0.13"
__all__ = ["decode", "encode", "get_alphabet", "random", "set_alphabet", "uuid", "ShortUUID"]
