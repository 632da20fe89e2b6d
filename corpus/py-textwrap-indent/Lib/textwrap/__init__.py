"""Text wrapping and filling.
"""

# Copyright (C) 1999-2001 Gregory P. Ward.
# Copyright (C) 2002, 2003 Python Software Foundation.
# Written by Greg Ward <gward@python.net>

from ._indent import dedent, indent
from ._wrapper import TextWrapper, fill, wrap

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent']
