"""Helpers that normalise the pieces of a PEP 440 version string."""

_LETTER_ALIASES = {
    "alpha": "a",
    "beta": "b",
    "c": "rc",
    "pre": "rc",
    "preview": "rc",
    "rev": "post",
    "r": "post",
}


def parse_letter_version(letter, number):
    """Normalise a pre, post or dev segment to (letter, number), or None if absent."""
    if letter:
        # "1.0a" is a pre-release with an implicit number of 0.
        if number is None:
            number = 0
        letter = _LETTER_ALIASES.get(letter, letter)
        return letter, int(number)
    if number:
        # "1.0-1" is an implicit post release.
        return "post", int(number)
    return None


def parse_local_version(local):
    """'ubuntu-1.2' -> ('ubuntu', 1, 2); numeric parts compare as numbers."""
    if local is None:
        return None
    parts = local.replace("-", ".").replace("_", ".").split(".")
    return tuple(int(part) if part.isdigit() else part.lower() for part in parts)
