"""Email address parsing code (reduced)."""
import re

_ADDR = re.compile(r'^\s*(?:"?(?P<name>[^"<]*?)"?\s*)?<(?P<addr>[^>]*)>\s*$')


def parseaddr(addr):
    """Parse addr into its constituent realname and email address parts."""
    m = _ADDR.match(addr)
    if m:
        return (m.group("name") or "").strip(), m.group("addr").strip()
    addr = addr.strip()
    if "@" in addr and " " not in addr:
        return "", addr
    return "", ""
