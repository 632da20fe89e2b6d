import re
from typing import Union

_alabel_prefix = b"xn--"
_unicode_dots_re = re.compile("[\u002e\u3002\uff0e\uff61]")


class IDNAError(UnicodeError):
    """Base exception for all IDNA-encoding related problems"""
    pass


def _punycode(s: str) -> bytes:
    return s.encode("punycode")


def valid_label_length(label: Union[bytes, str]) -> bool:
    if len(label) > 63:
        return False
    return True


def valid_string_length(label: Union[bytes, str], trailing_dot: bool) -> bool:
    if len(label) > (253 if trailing_dot else 254):
        return False
    return True


def check_hyphen_ok(label: str) -> bool:
    if label[2:4] == "--":
        raise IDNAError("Label has disallowed hyphens in 3rd and 4th position")
    if label[0] == "-" or label[-1] == "-":
        raise IDNAError("Label must not start or end with a hyphen")
    return True


def alabel(label: str) -> bytes:
    try:
        label_bytes = label.encode("ascii")
        ulabel_done = True
    except UnicodeEncodeError:
        ulabel_done = False
    if ulabel_done:
        if not label_bytes.lower().startswith(_alabel_prefix):
            check_hyphen_ok(label)
        if not valid_label_length(label_bytes):
            raise IDNAError("Label too long")
        return label_bytes

    check_hyphen_ok(label)
    label_bytes = _alabel_prefix + _punycode(label.lower())
    if not valid_label_length(label_bytes):
        raise IDNAError("Label too long")
    return label_bytes


def encode(s: Union[str, bytes, bytearray], strict: bool = False) -> bytes:
    if not isinstance(s, str):
        s = str(s, "ascii")
    trailing_dot = False
    result = []
    if strict:
        labels = s.split(".")
    else:
        labels = _unicode_dots_re.split(s)
    if not labels or labels == [""]:
        raise IDNAError("Empty domain")
    if labels[-1] == "":
        del labels[-1]
        trailing_dot = True
    for label in labels:
        s = alabel(label)
        if s:
            result.append(s)
        else:
            raise IDNAError("Empty label")
    if trailing_dot:
        result.append(b"")
    s = b".".join(result)
    if not valid_string_length(s, trailing_dot):
        raise IDNAError("Domain too long")
    return s


def decode(s: Union[str, bytes, bytearray]) -> str:
    if not isinstance(s, str):
        s = str(s, "ascii")
    labels = []
    for label in s.split("."):
        if label.lower().startswith("xn--"):
            label = label[4:].encode("ascii").decode("punycode")
        labels.append(label)
    return ".".join(labels)
