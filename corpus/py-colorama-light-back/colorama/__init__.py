# Copyright Jonathan Hartley 2013. BSD 3-Clause license, see LICENSE file.
from .ansi import Back, Cursor, Fore, Style, clear_line, clear_screen, set_title

__version__ = '0.4.6'
