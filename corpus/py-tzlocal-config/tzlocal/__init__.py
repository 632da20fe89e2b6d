from tzlocal.unix import get_localzone_name
from tzlocal.utils import ZoneInfoNotFoundError

__all__ = ["get_localzone_name", "ZoneInfoNotFoundError"]
