"""Public entry points."""

from .splitter import StatementSplitter


def split(sql, strip_semicolon=False):
    """Split `sql` into a list of statement strings, without surrounding whitespace."""
    statements = []
    for stmt in StatementSplitter().process(sql):
        stmt = stmt.strip()
        if strip_semicolon:
            stmt = stmt.rstrip(";").rstrip()
        if stmt:
            statements.append(stmt)
    return statements


def format_statements(sql, separator="\n\n"):
    """Normalize a script to one statement per paragraph, each ending with a semicolon."""
    out = []
    for stmt in split(sql, strip_semicolon=True):
        out.append(stmt + ";")
    return separator.join(out)
