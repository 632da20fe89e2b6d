#  python-holidays
#  ---------------
#  Authors: dr-prodigy <dr.prodigy.github@gmail.com> (c) 2017-2023
#           ryanss <ryanssdev@icloud.com> (c) 2014-2017
#  License: MIT (see LICENSE file)

from datetime import date, datetime, timezone
from typing import Any, Iterable, Optional, Set, Union


class HolidayBase(dict):
    """
    A dict-like object containing the holidays for a specific country (and
    province or state if so initiated); inherits the dict class (so behaves
    similarly to a dict). Dates without a key in the Holiday object are not
    holidays.

    The key of the object is the date of the holiday and the value is the name
    of the holiday itself: a datetime, a date, a Unix timestamp or an ISO
    date string.
    """

    country: str
    years: Set[int]

    def __init__(self, years: Union[int, Iterable[int], None] = None,
                 expand: bool = True, observed: bool = True) -> None:
        self.observed = observed
        self.expand = expand
        self.years = set()
        if isinstance(years, int):
            years = {years}
        for year in years or ():
            self.years.add(year)
            self._populate(year)

    def __keytransform__(self, key: Any) -> date:
        if isinstance(key, datetime):
            key = key.date()
        elif isinstance(key, date):
            pass
        elif isinstance(key, (int, float)):
            key = datetime.fromtimestamp(key, timezone.utc).date()
        elif isinstance(key, str):
            try:
                key = date.fromisoformat(key)
            except ValueError:
                raise ValueError(f"Cannot parse date from string '{key}'")
        else:
            raise TypeError(f"Cannot convert type '{type(key)}' to date.")

        if self.expand and key.year not in self.years:
            self.years.add(key.year)
            self._populate(key.year)
        return key

    def __contains__(self, key: Any) -> bool:
        return dict.__contains__(self, self.__keytransform__(key))

    def __getitem__(self, key: Any) -> str:
        return dict.__getitem__(self, self.__keytransform__(key))

    def __setitem__(self, key: Any, value: str) -> None:
        if key in self:
            if self.get(key).find(value) < 0 and value.find(self.get(key)) < 0:
                value = f"{self[key]}, {value}"
            else:
                value = self[key]
        return dict.__setitem__(self, self.__keytransform__(key), value)

    def get(self, key: Any, default: Optional[str] = None) -> Optional[str]:
        return dict.get(self, self.__keytransform__(key), default)

    def get_list(self, key: Any) -> list:
        """Return a list of all holiday names for a date."""
        return [name for name in self.get(key, "").split(", ") if name]

    def _populate(self, year: int) -> None:
        pass
