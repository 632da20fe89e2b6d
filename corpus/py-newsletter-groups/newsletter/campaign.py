"""Builds the list of addresses a campaign is sent to."""

from .audience import expand, normalize_address, split_audience


class Campaign:
    def __init__(self, subject, audience, groups, unsubscribed=()):
        self.subject = subject
        self.audience = audience
        self.groups = groups
        self.unsubscribed = {normalize_address(a) for a in unsubscribed}

    def send_list(self):
        """Normalized addresses in first-seen order, without duplicates or unsubscribed people."""
        seen = set()
        out = []
        for address in expand(split_audience(self.audience), self.groups):
            address = normalize_address(address)
            if address in seen or address in self.unsubscribed:
                continue
            seen.add(address)
            out.append(address)
        return out

    def summary(self):
        count = len(self.send_list())
        return f"{self.subject!r} to {count} recipient{'s' if count != 1 else ''}"
