"""Implementation of JSONEncoder"""
import re

ESCAPE = re.compile(r'[\x00-\x1f\\"\b\f\n\r\t]')
ESCAPE_DCT = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f",
              "\n": "\\n", "\r": "\\r", "\t": "\\t"}
for i in range(0x20):
    ESCAPE_DCT.setdefault(chr(i), "\\u%04x" % (i,))

FLOAT_REPR = repr
PosInf = float("inf")


def encode_basestring(s):
    """Return a JSON representation of a Python string"""
    return '"' + ESCAPE.sub(lambda m: ESCAPE_DCT[m.group(0)], s) + '"'


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, allow_nan=True, sort_keys=False, separators=None):
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        if separators is not None:
            self.item_separator, self.key_separator = separators

    def encode(self, o):
        return "".join(self.iterencode(o))

    def iterencode(self, o):
        def floatstr(o, allow_nan=self.allow_nan, _repr=FLOAT_REPR, _inf=PosInf, _neginf=-PosInf):
            if o != o:
                text = "NaN"
            elif o == _inf:
                text = "Infinity"
            elif o == _neginf:
                text = "-Infinity"
            else:
                return _repr(o)
            if allow_nan:
                raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
            return text

        def _iterencode(o):
            if isinstance(o, str):
                yield encode_basestring(o)
            elif o is None:
                yield "null"
            elif o is True or o is False:
                yield "true" if o else "false"
            elif isinstance(o, int):
                yield str(o)
            elif isinstance(o, float):
                yield floatstr(o)
            elif isinstance(o, (list, tuple)):
                yield "[" + self.item_separator.join("".join(_iterencode(v)) for v in o) + "]"
            elif isinstance(o, dict):
                items = sorted(o.items()) if self.sort_keys else o.items()
                yield "{" + self.item_separator.join(
                    encode_basestring(str(k)) + self.key_separator + "".join(_iterencode(v))
                    for k, v in items) + "}"
            else:
                raise TypeError("Object of type %s is not JSON serializable" % o.__class__.__name__)

        return _iterencode(o)
