"""Field validators: each returns an error message or None."""
import re

USERNAME_RE = re.compile(r"^[a-z][a-z0-9_]{2,19}$")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9]+\.)+[A-Za-z]{2,}$")
MIN_PASSWORD = 10


def required(value):
    if value is None or not str(value).strip():
        return "This field is required."
    return None


def username(value):
    if not USERNAME_RE.match(value):
        return "Use 3-20 lower-case letters, digits or underscores, starting with a letter."
    return None


def email(value):
    if not EMAIL_RE.match(value.strip()):
        return "Enter a valid email address."
    return None


def password(value):
    if len(value) < MIN_PASSWORD:
        return "Use at least %d characters." % MIN_PASSWORD
    if value.isalpha() or value.isdigit():
        return "Mix letters with digits or symbols."
    return None
