import logging
import os

log = logging.getLogger("tzlocal")


class ZoneInfoNotFoundError(KeyError):
    """Raised when no time zone configuration can be found (as zoneinfo does)."""


def _tz_name_from_env(tzenv=None):
    if tzenv is None:
        tzenv = os.environ.get("TZ")

    if not tzenv:
        return None

    log.debug(f"Found a TZ environment: {tzenv}")

    if tzenv[0] == ":":
        tzenv = tzenv[1:]

    if os.path.isabs(tzenv) and os.path.exists(tzenv):
        # Some people use a path to a zoneinfo file: take the last two parts
        parts = os.path.realpath(tzenv).split(os.sep)
        return "/".join(parts[-2:])

    return tzenv
