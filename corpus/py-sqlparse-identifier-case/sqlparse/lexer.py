"""SQL Lexer: turn a string into a stream of (tokentype, value) pairs."""

import re

KEYWORDS = {"SELECT", "FROM", "WHERE", "AND", "OR", "AS", "ORDER", "BY", "GROUP", "JOIN", "ON",
            "INSERT", "INTO", "VALUES", "UPDATE", "SET", "NULL", "NOT", "IN", "LIMIT"}

SQL_REGEX = [
    (r"--.*?(\r\n|\r|\n|$)", "Comment.Single"),
    (r"\s+", "Whitespace"),
    (r'"(""|[^"])*"', "String.Symbol"),
    (r"`(``|[^`])*`", "Name"),
    (r"'(''|[^'])*'", "String.Single"),
    (r"\d+(\.\d+)?", "Number"),
    (r"[_A-Za-z][_$#\w]*", "Name"),
    (r"[;:(),.]", "Punctuation"),
    (r"[<>=~!+\-*/%^|&]+", "Operator"),
]
_compiled = [(re.compile(rx, re.UNICODE), tt) for rx, tt in SQL_REGEX]


def tokenize(sql):
    """Yields (tokentype, value) pairs; unknown characters come out as 'Error' tokens."""
    pos = 0
    while pos < len(sql):
        for rx, ttype in _compiled:
            m = rx.match(sql, pos)
            if m:
                value = m.group()
                if ttype == "Name" and value.upper() in KEYWORDS:
                    ttype = "Keyword"
                yield ttype, value
                pos = m.end()
                break
        else:
            yield "Error", sql[pos]
            pos += 1
