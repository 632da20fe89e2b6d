"""Parse SQL statements (reduced to lexing and formatting)."""

from sqlparse import filters, lexer

__version__ = "0.4.4"


def format(sql, keyword_case=None, identifier_case=None, strip_whitespace=False):
    """Format *sql* according to the given options; returns the formatted SQL statement string."""
    stream = lexer.tokenize(sql)
    if keyword_case:
        stream = filters.KeywordCaseFilter(keyword_case).process(stream)
    if identifier_case:
        stream = filters.IdentifierCaseFilter(identifier_case).process(stream)
    if strip_whitespace:
        stream = filters.StripWhitespaceFilter().process(stream)
    return "".join(value for _, value in stream)
