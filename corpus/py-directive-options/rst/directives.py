"""Option conversion functions for directive option specs.

Each function takes the raw option text (or ``None`` for an empty option)
and returns the converted value or raises ``ValueError``.
"""


def flag(argument):
    """Check for a valid flag option (no argument) and return ``None``."""
    if argument and argument.strip():
        raise ValueError('no argument is allowed; "%s" supplied' % argument)
    return None


def unchanged(argument):
    """Return the argument text, unchanged (empty string if no argument)."""
    if argument is None:
        return ''
    return argument


def nonnegative_int(argument):
    """Check for a nonnegative integer argument; raise ``ValueError`` if not."""
    value = int(argument)
    if value < 0:
        raise ValueError('negative value; must be positive or zero')
    return value


def class_option(argument):
    """Convert the argument into a list of ID-compatible class names."""
    if argument is None:
        raise ValueError('argument required but none supplied')
    return [name.lower().replace('_', '-') for name in argument.split()]


def choice(argument, values):
    """Directive option utility function, supplied to enable options whose
    argument must be a member of a finite set of possible values (must be
    lower case).  A custom conversion function must be written to use it.
    """
    try:
        value = argument.strip()
    except AttributeError:
        raise ValueError('must supply an argument; choose from %s'
                         % format_values(values))
    if value in values:
        return value
    else:
        raise ValueError('"%s" unknown; choose from %s'
                         % (argument, format_values(values)))


def format_values(values):
    return '%s, or "%s"' % (', '.join(['"%s"' % s for s in values[:-1]]),
                            values[-1])


def align(argument):
    return choice(argument, ('left', 'center', 'right'))
