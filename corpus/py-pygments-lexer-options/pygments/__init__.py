"""
    Pygments
    ~~~~~~~~

    Pygments is a syntax highlighting package written in Python.

    :copyright: Copyright 2006-2023 by the Pygments team, see AUTHORS.
    :license: BSD, see LICENSE for details.
"""
__version__ = '2.16.1'
__all__ = ['lex']


def lex(code, lexer):
    """
    Lex `code` with the `lexer` (must be a `Lexer` instance)
    and return an iterable of tokens.
    """
    return lexer.get_tokens(code)
