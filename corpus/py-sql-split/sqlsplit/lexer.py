"""Tokenizer: turns SQL text into (ttype, value) pairs."""

import re

WHITESPACE = "Whitespace"
COMMENT = "Comment"
STRING = "String"
NUMBER = "Number"
KEYWORD = "Keyword"
NAME = "Name"
PUNCTUATION = "Punctuation"
OPERATOR = "Operator"

KEYWORDS = frozenset(
    "SELECT FROM WHERE INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE FUNCTION "
    "PROCEDURE TRIGGER BEGIN END CASE WHEN THEN ELSE AS RETURNS RETURN DECLARE IF "
    "AND OR NOT NULL".split()
)

SQL_REGEX = [
    (r"\s+", WHITESPACE),
    (r"--[^\n]*", COMMENT),
    (r"/\*.*?\*/", COMMENT),
    (r"'(?:''|[^'])*'", STRING),
    (r'"(?:""|[^"])*"', NAME),
    (r"\d+(?:\.\d+)?", NUMBER),
    (r"[A-Za-z_][A-Za-z0-9_$]*", NAME),
    (r"[;(),.]", PUNCTUATION),
    (r"<>|<=|>=|!=|\|\||[-+*/=<>%]", OPERATOR),
]

_FLAGS = re.DOTALL
_RULES = [(re.compile(pattern, _FLAGS), ttype) for pattern, ttype in SQL_REGEX]


def tokenize(sql):
    """Yield (ttype, value) for every token of `sql`; unknown characters become OPERATOR."""
    pos = 0
    while pos < len(sql):
        for regex, ttype in _RULES:
            m = regex.match(sql, pos)
            if m:
                value = m.group()
                if ttype is NAME and value.upper() in KEYWORDS:
                    ttype = KEYWORD
                yield ttype, value
                pos = m.end()
                break
        else:
            yield OPERATOR, sql[pos]
            pos += 1
