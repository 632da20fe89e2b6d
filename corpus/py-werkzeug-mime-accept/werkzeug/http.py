from .datastructures import Accept


def parse_accept_header(value, cls=None):
    """Parse an ``Accept`` header according to RFC 9110.

    Returns an :class:`.Accept` instance, which can sort and inspect items based on
    their quality parameter.
    """
    if cls is None:
        cls = Accept
    if not value:
        return cls(None)
    result = []
    for item in value.split(","):
        item = item.strip()
        if not item:
            continue
        name, _, params = item.partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, val = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = max(min(float(val), 1), 0)
                except ValueError:
                    quality = 0
        result.append((name.strip(), quality))
    return cls(result)
