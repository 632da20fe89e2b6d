import logging
import os
import re

from tzlocal import utils

log = logging.getLogger("tzlocal")


def _get_localzone_name(_root="/"):
    """Tries to find the local timezone configuration.

    This method finds the timezone name, if it can, or it returns None.

    The parameter _root makes the function look for files like /etc/localtime
    beneath the _root directory. This is primarily used by the tests.
    In normal usage you call the function without parameters.
    """
    # First try the ENV setting.
    tzenv = utils._tz_name_from_env()
    if tzenv:
        return tzenv

    found_configs = {}

    # Are we under Debian/Ubuntu?
    tzpath = os.path.join(_root, "etc/timezone")
    if os.path.exists(tzpath):
        with open(tzpath, "rt") as tzfile:
            etctz = tzfile.read().strip()
        if etctz:
            found_configs[tzpath] = etctz.replace(" ", "_")

    # CentOS has a ZONE setting in /etc/sysconfig/clock,
    # OpenSUSE has a TIMEZONE setting in /etc/sysconfig/clock and
    # Gentoo has a TIMEZONE setting in /etc/conf.d/clock
    zone_re = re.compile(r"\s*ZONE\s*=\s*\"")
    timezone_re = re.compile(r"\s*TIMEZONE\s*=\s*\"")
    end_re = re.compile('"')

    for filename in ("etc/sysconfig/clock", "etc/conf.d/clock"):
        tzpath = os.path.join(_root, filename)
        if not os.path.exists(tzpath):
            continue
        with open(tzpath, "rt") as tzfile:
            data = tzfile.readlines()

        for line in data:
            # Look for the ZONE= setting.
            match = zone_re.match(line)
            if match is None:
                # No ZONE= setting. Look for the TIMEZONE= setting.
                match = timezone_re.match(line)
            if match is not None:
                # Some setting existed
                line = line[match.end():]
                etctz = line[: end_re.search(line).start()]
                found_configs[tzpath] = etctz.replace(" ", "_")

    if len(found_configs.values()) > 1:
        # Uh-oh, multiple configs. See if they match:
        message = "Multiple conflicting time zone configurations found:\n"
        for key, value in found_configs.items():
            message += f"{key}: {value}\n"
        raise utils.ZoneInfoNotFoundError(message)

    if found_configs:
        return next(iter(found_configs.values()))
    return None


def get_localzone_name():
    """Get the computers configured local timezone name, if any."""
    return _get_localzone_name()
