#  python-holidays
#  ---------------
#  License: MIT (see LICENSE file)

from holidays.constants import *
from holidays.holiday_base import HolidayBase
from holidays.united_states import US, UnitedStates

__version__ = "0.25"


def country_holidays(country, years=None, expand=True, observed=True):
    """Return a new dictionary-like :py:class:`HolidayBase` object."""
    try:
        cls = {"US": US}[country]
    except KeyError:
        raise NotImplementedError(f"Country {country} not available")
    return cls(years=years, expand=expand, observed=observed)
