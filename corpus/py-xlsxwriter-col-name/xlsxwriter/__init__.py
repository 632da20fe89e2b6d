__version__ = "3.1.9"
from .worksheet import Worksheet  # noqa
