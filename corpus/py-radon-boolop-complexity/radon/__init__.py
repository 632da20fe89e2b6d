'''This module contains the main() function, which is the entry point for the
command line interface.'''

__version__ = '5.1.0'
