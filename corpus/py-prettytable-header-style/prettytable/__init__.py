from .prettytable import ALL, FRAME, NONE, PrettyTable  # noqa: F401

__version__ = "3.9.0"
