"""Audiences are written as a mix of addresses and @group names, e.g. "@staff, ann@example.org"."""

GROUP_PREFIX = "@"


class UnknownGroup(KeyError):
    pass


def normalize_address(address):
    address = address.strip().lower()
    if address.count("@") != 1 or address.startswith("@") or address.endswith("@"):
        raise ValueError(f"not an e-mail address: {address!r}")
    return address


def split_audience(text):
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


def expand(entries, groups):
    """Replace @group entries by the group's members; plain addresses are kept."""
    recipients = []
    for entry in entries:
        if entry.startswith(GROUP_PREFIX):
            name = entry[len(GROUP_PREFIX):]
            if name not in groups:
                raise UnknownGroup(name)
            recipients.append(groups[name])
        else:
            recipients.append(entry)
    return recipients
