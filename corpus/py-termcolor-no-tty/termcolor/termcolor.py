"""ANSI color formatting for output in terminal."""
import os
import sys

from ._types import ATTRIBUTES, COLORS, HIGHLIGHTS

RESET = "\033[0m"


def _can_do_colour(*, no_color=None, force_color=None):
    """Check env vars and for tty/dumb terminal. First check overrides, then env vars."""
    if no_color is not None and no_color:
        return False
    if force_color is not None and force_color:
        return True

    # Then check env vars:
    if "ANSI_COLORS_DISABLED" in os.environ:
        return False
    if "NO_COLOR" in os.environ:
        return False
    if "FORCE_COLOR" in os.environ:
        return True

    # Then check system:
    if os.environ.get("TERM") == "dumb":
        return False
    if not hasattr(sys.stdout, "fileno"):
        return False
    return hasattr(sys.stdout, "isatty") or sys.stdout.isatty()


def colored(text, color=None, on_color=None, attrs=None, *, no_color=None, force_color=None):
    """Colorize text.

    Available text colors: black, red, green, yellow, blue, magenta, cyan, white.
    Available text highlights: on_black, on_red, ..., on_white.
    Available attributes: bold, dark, underline, blink, reverse, concealed.
    """
    result = str(text)
    if not _can_do_colour(no_color=no_color, force_color=force_color):
        return result

    fmt_str = "\033[%dm%s"
    if color is not None:
        result = fmt_str % (COLORS[color], result)
    if on_color is not None:
        result = fmt_str % (HIGHLIGHTS[on_color], result)
    if attrs is not None:
        for attr in attrs:
            result = fmt_str % (ATTRIBUTES[attr], result)
    result += RESET
    return result


def cprint(text, color=None, on_color=None, attrs=None, **kwargs):
    """Print colorized text."""
    print((colored(text, color, on_color, attrs)), **kwargs)
