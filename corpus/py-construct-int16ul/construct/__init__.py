from .core import *  # noqa
from .errors import *  # noqa
