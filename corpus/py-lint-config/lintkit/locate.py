"""Finding the configuration file that applies to a directory."""

from pathlib import Path

# In order of preference: a dedicated file beats a section in a shared one.
CONFIG_NAMES = (".lintkitrc", "lintkit.ini", "setup.cfg")


def find_config(start, names=CONFIG_NAMES):
    """The nearest config file, searching `start` and then its parents.

    Within one directory the name listed first in `names` wins.
    """
    directory = Path(start).resolve()
    for folder in (directory, *directory.parents):
        found = None
        for name in names:
            candidate = folder / name
            if candidate.is_file():
                found = candidate
        if found is not None:
            return found
    return None
