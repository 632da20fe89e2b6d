"""Calendar printing functions

Note when comparing these calendars to the ones printed by cal(1): By
default, these calendars have Monday as the first day of the week, and
Sunday as the last (the European convention). Use setfirstweekday() to
set the first day of the week (0=Monday, 6=Sunday)."""
from ._calendar import Calendar, TextCalendar
from ._dates import (MONDAY, SUNDAY, IllegalMonthError, isleap, leapdays, monthrange,
                     weekday)

__all__ = ["Calendar", "IllegalMonthError", "MONDAY", "SUNDAY", "TextCalendar",
           "isleap", "leapdays", "monthrange", "weekday"]
