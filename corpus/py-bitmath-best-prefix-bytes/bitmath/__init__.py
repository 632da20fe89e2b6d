"""Reference material:

The bitmath homepage is located at:
* http://bitmath.readthedocs.io/en/latest/
"""

__all__ = ['Bit', 'Byte', 'KiB', 'MiB', 'GiB', 'TiB', 'kB', 'MB', 'GB', 'TB',
           'best_prefix', 'NIST', 'SI']

#: Constants for referring to NIST prefix system
NIST = int(2)
#: Constants for referring to SI prefix system
SI = int(10)

NIST_PREFIXES = ['Ki', 'Mi', 'Gi', 'Ti']
SI_PREFIXES = ['k', 'M', 'G', 'T']

#: A list of all the valid prefix unit types
ALL_UNIT_TYPES = ['Bit', 'Byte'] + [p + 'B' for p in NIST_PREFIXES + SI_PREFIXES]

#: Default format string for str() calls
format_string = "{value} {unit}"


def best_prefix(bytes, system=NIST):
    """Return a bitmath instance representing the best human-readable
representation of the number of bytes given by ``bytes``."""
    value = bytes.bytes if isinstance(bytes, Bitmath) else bytes
    return Byte(value).best_prefix(system=system)


from bitmath.base import Bitmath  # noqa: E402
from bitmath.units import Bit, Byte, GB, GiB, KiB, MB, MiB, TB, TiB, kB  # noqa: E402
