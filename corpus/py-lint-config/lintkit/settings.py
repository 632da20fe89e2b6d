"""Settings read from the [lintkit] section of the nearest config file."""

import configparser

from .locate import find_config

DEFAULTS = {"max-line-length": 100, "select": ("E", "W"), "exclude": ()}


def _split(value):
    return tuple(part.strip() for part in value.replace("\n", ",").split(",") if part.strip())


def load_settings(start):
    settings = dict(DEFAULTS)
    path = find_config(start)
    settings["source"] = str(path) if path else None
    if path is None:
        return settings
    parser = configparser.ConfigParser()
    parser.read(path, encoding="utf-8")
    if not parser.has_section("lintkit"):
        return settings
    section = parser["lintkit"]
    if "max-line-length" in section:
        settings["max-line-length"] = section.getint("max-line-length")
    for key in ("select", "exclude"):
        if key in section:
            settings[key] = _split(section[key])
    return settings
