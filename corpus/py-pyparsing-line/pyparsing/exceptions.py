# exceptions.py
from .util import col, line, lineno


class ParseBaseException(Exception):
    """base exception class for all parsing runtime exceptions"""

    def __init__(self, pstr: str, loc: int = 0, msg=None, elem=None):
        self.loc = loc
        if msg is None:
            self.msg = pstr
            self.pstr = ""
        else:
            self.msg = msg
            self.pstr = pstr
        self.parser_element = elem
        self.args = (pstr, loc, msg)

    @property
    def line(self) -> str:
        """Return the line of text where the exception occurred."""
        return line(self.loc, self.pstr)

    @property
    def lineno(self) -> int:
        """Return the 1-based line number of text where the exception occurred."""
        return lineno(self.loc, self.pstr)

    @property
    def col(self) -> int:
        """Return the 1-based column on the line of text where the exception occurred."""
        return col(self.loc, self.pstr)

    column = col

    def __str__(self) -> str:
        if self.pstr:
            if self.loc >= len(self.pstr):
                foundstr = ", found end of text"
            else:
                foundstr = (", found %r" % self.pstr[self.loc : self.loc + 1]).replace(r"\\", "\\")
        else:
            foundstr = ""
        return f"{self.msg}{foundstr}  (at char {self.loc}), (line:{self.lineno}, col:{self.column})"

    def mark_input_line(self, marker_string: str = ">!<") -> str:
        """Extracts the exception line from the input string, and marks the location of the exception."""
        line_str = self.line
        line_column = self.column - 1
        if marker_string:
            line_str = "".join((line_str[:line_column], marker_string, line_str[line_column:]))
        return line_str.strip()


class ParseException(ParseBaseException):
    """Exception thrown when a parse expression doesn't match the input string"""
