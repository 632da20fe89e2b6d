from .const import Bound, inf
from .func import closed, closedopen, empty, open, openclosed, singleton
from .interval import Interval

__version__ = '2.4.1'
