# PLY package
# Author: David Beazley (dave@dabeaz.com)

__version__ = '3.11'
__all__ = ['lex']
