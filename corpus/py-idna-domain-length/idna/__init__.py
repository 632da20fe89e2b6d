from .core import (  # noqa
    IDNAError,
    alabel,
    decode,
    encode,
    valid_label_length,
    valid_string_length,
)
