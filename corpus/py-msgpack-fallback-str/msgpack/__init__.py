from .exceptions import ExtraData, FormatError
from .fallback import Packer, Unpacker, unpackb

version = (1, 0, 8)


def packb(o, **kwargs):
    """Pack object `o` and return packed bytes

    See :class:`Packer` for options.
    """
    return Packer(**kwargs).pack(o)


loads = unpackb
dumps = packb
