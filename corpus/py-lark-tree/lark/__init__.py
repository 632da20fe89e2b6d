from .lexer import Token
from .tree import Tree

__all__ = ["Token", "Tree"]
__version__ = "1.1.9"
