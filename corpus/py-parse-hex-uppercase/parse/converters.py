"""Type conversions applied to the fields of a match."""
import re

# regular expression and converter for each format type
NUMBER_PATTERNS = {
    "d": r"[-+ ]?(?:0[bB][01]+|0[oO][0-7]+|0[xX][0-9a-fA-F]+|\d+)",
    "x": r"[-+ ]?(?:0[xX])?[0-9a-fA-F]+",
    "o": r"[-+ ]?(?:0[oO])?[0-7]+",
    "b": r"[-+ ]?(?:0[bB])?[01]+",
    "f": r"[-+ ]?\d*\.\d+",
}


class int_convert:
    """Convert a string to an integer.

    The string may start with a sign.

    It may be of a base other than 2, 8, 10 or 16.

    If base isn't specified, it will be detected automatically based
    on a string format. When string starts with a base indicator, 0#nnnn,
    it overrides the default base of 10.
    """

    CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"

    def __init__(self, base=None):
        self.base = base

    def __call__(self, string, match=None):
        if string[0] == "-":
            sign = -1
            number_start = 1
        elif string[0] == "+":
            sign = 1
            number_start = 1
        else:
            sign = 1
            number_start = 0

        base = self.base
        # If base wasn't specified, detect it automatically
        if base is None:
            # Assume decimal number, unless different base is detected
            base = 10

            # For number formats starting with 0b, 0o, 0x, use corresponding base ...
            if string[number_start] == "0" and len(string) - number_start > 2:
                if string[number_start + 1] in "bB":
                    base = 2
                elif string[number_start + 1] in "oO":
                    base = 8
                elif string[number_start + 1] in "xX":
                    base = 16

        chars = int_convert.CHARS[:base]
        string = re.sub("[^%s]" % chars, "", string)
        return sign * int(string, base)


def get_converter(type):
    """Return the (pattern, converter) pair for a format type."""
    if type == "d":
        return NUMBER_PATTERNS["d"], int_convert()
    if type == "x":
        return NUMBER_PATTERNS["x"], int_convert(16)
    if type == "o":
        return NUMBER_PATTERNS["o"], int_convert(8)
    if type == "b":
        return NUMBER_PATTERNS["b"], int_convert(2)
    if type == "f":
        return NUMBER_PATTERNS["f"], lambda s, m: float(s)
    if type == "w":
        return r"\w+", None
    return r".+?", None
