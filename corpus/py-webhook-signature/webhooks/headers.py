"""Parsing the Webhook-Signature header: "t=1700000000,v1=<sig>[,v1=<sig>...]"."""


class MalformedHeader(ValueError):
    pass


def parse_signature_header(header):
    """Returns (timestamp, {scheme: [signatures]})."""
    timestamp = None
    signatures = {}
    for item in header.split(","):
        item = item.strip()
        if not item:
            continue
        try:
            key, value = item.split("=")
        except ValueError:
            raise MalformedHeader(f"bad item {item!r}") from None
        if key == "t":
            if not value.isdigit():
                raise MalformedHeader(f"bad timestamp {value!r}")
            timestamp = int(value)
        else:
            signatures.setdefault(key, []).append(value)
    if timestamp is None:
        raise MalformedHeader("no timestamp")
    return timestamp, signatures
