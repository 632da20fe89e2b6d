# Copyright Jonathan Hartley 2013. BSD 3-Clause license, see LICENSE file.
from .ansi import Back, Fore, Style
from .ansitowin32 import AnsiToWin32

__version__ = '0.4.6'
