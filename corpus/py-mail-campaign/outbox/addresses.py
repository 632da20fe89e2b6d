"""Parsing and formatting of e-mail addresses."""

import re

_ANGLE = re.compile(r"^\s*(?P<name>.*?)\s*<(?P<addr>[^<>\s]+@[^<>\s]+)>\s*$")
_BARE = re.compile(r"^\s*(?P<addr>[^<>\s]+@[^<>\s]+)\s*$")


class InvalidAddress(ValueError):
    pass


def parse_address(text):
    """``'Ann Lee <ann@example.org>'`` -> ``('Ann Lee', 'ann@example.org')``."""
    m = _ANGLE.match(text) or _BARE.match(text)
    if not m:
        raise InvalidAddress(text)
    name = m.groupdict().get("name") or ""
    local, _, domain = m.group("addr").partition("@")
    return name.strip('"'), f"{local}@{domain.lower()}"


def format_address(name, addr):
    if not name:
        return addr
    if any(c in name for c in ',;"'):
        name = '"' + name.replace('"', r"\"") + '"'
    return f"{name} <{addr}>"
