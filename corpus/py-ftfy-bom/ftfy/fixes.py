"""
The `ftfy.fixes` module contains the individual fixes that :func:`ftfy.fix_text`
can perform, and provides the functions that are named in "explanations"
such as the output of :func:`ftfy.fix_and_explain`.
"""
import re

SINGLE_QUOTE_RE = re.compile("[\u02bc\u2018-\u201b]")
DOUBLE_QUOTE_RE = re.compile("[\u201c-\u201f]")

LIGATURES = {
    ord("Ĳ"): "IJ",
    ord("ĳ"): "ij",
    ord("ﬀ"): "ff",
    ord("ﬁ"): "fi",
    ord("ﬂ"): "fl",
    ord("ﬃ"): "ffi",
    ord("ﬄ"): "ffl",
}

# Control characters other than \t, \n, \f and \r
CONTROL_CHARS = {i: None for i in list(range(0x09)) + [0x0B] + list(range(0x0E, 0x20)) + [0x7F]}


def remove_bom(text: str) -> str:
    r"""
    Remove a byte-order mark that was accidentally decoded as if it were part
    of the text.

    >>> print(remove_bom(chr(0xfeff) + "Where do you want to go today?"))
    Where do you want to go today?
    """
    return text.rstrip(chr(0xFEFF))


def uncurl_quotes(text: str) -> str:
    r"""
    Replace curly quotation marks with straight equivalents.

    >>> print(uncurl_quotes('\u201chere\u2019s a test\u201d'))
    "here's a test"
    """
    return SINGLE_QUOTE_RE.sub("'", DOUBLE_QUOTE_RE.sub('"', text))


def fix_latin_ligatures(text: str) -> str:
    """
    Replace single-character ligatures of Latin letters, such as 'ﬁ', with the
    characters that they contain, as in 'fi'.
    """
    return text.translate(LIGATURES)


def fix_line_breaks(text: str) -> str:
    r"""
    Convert all line breaks to Unix style.
    """
    return (
        text.replace("\r\n", "\n")
        .replace("\r", "\n")
        .replace("\u2028", "\n")
        .replace("\u2029", "\n")
        .replace("\u0085", "\n")
    )


def remove_control_chars(text: str) -> str:
    """
    Remove various control characters that you probably didn't intend to be in
    your text.
    """
    return text.translate(CONTROL_CHARS)
