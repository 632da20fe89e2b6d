"""Applies numeric-literal normalization to Python source, leaving everything else alone."""

import io
import tokenize

from .numerics import normalize_numeric_literal


def number_tokens(source):
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NUMBER:
            yield tok


def format_source(source):
    lines = source.splitlines(keepends=True)
    # Edit from the end so earlier columns stay valid when a literal changes length.
    for tok in sorted(number_tokens(source), key=lambda t: t.start, reverse=True):
        (row, col), (_, end) = tok.start, tok.end
        line = lines[row - 1]
        lines[row - 1] = line[:col] + normalize_numeric_literal(tok.string) + line[end:]
    return "".join(lines)


def changed(source):
    return format_source(source) != source
