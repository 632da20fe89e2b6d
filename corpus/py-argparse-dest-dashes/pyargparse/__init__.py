"""Command-line parsing library (a reduced copy of CPython's argparse).

This module is an optparse-inspired command-line parsing library that
handles both optional and positional arguments.
"""
from pyargparse._actions import Action, ArgumentError, Namespace
from pyargparse._parser import ArgumentParser

__all__ = ['ArgumentParser', 'ArgumentError', 'Action', 'Namespace']
