"""
Implements the :class:`ArrowFactory <arrow.factory.ArrowFactory>` class,
providing factory methods for common :class:`Arrow <arrow.arrow.Arrow>`
construction scenarios.
"""
from datetime import datetime
from decimal import Decimal

from .arrow import Arrow
from .util import is_timestamp


def get(*args, tzinfo=None):
    """Returns an :class:`Arrow <arrow.arrow.Arrow>` object based on flexible inputs."""
    if len(args) != 1:
        return Arrow(*args, tzinfo=tzinfo)
    arg = args[0]
    if isinstance(arg, Decimal):
        arg = float(arg)
    if arg is None:
        raise TypeError("Cannot parse argument of type None.")
    if not isinstance(arg, str) and is_timestamp(arg):
        return Arrow.fromtimestamp(arg, tzinfo=tzinfo)
    if isinstance(arg, datetime):
        return Arrow.fromdatetime(arg, tzinfo)
    if isinstance(arg, str):
        return Arrow.fromdatetime(datetime.fromisoformat(arg), tzinfo)
    raise TypeError(f"Cannot parse single argument of type {type(arg)!r}.")
