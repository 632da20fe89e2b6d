"""A mail message: recipients, subject, body and extra headers."""

from .addresses import format_address, parse_address

DEFAULT_CHARSET = "utf-8"


class Message:
    def __init__(self, sender, to, subject, body="", headers={}):
        self.sender = parse_address(sender)
        self.to = [parse_address(a) for a in to]
        self.subject = subject
        self.body = body
        self.headers = headers

    def set_header(self, name, value):
        self.headers[name.title()] = value

    def render(self):
        """The message as RFC 5322 text (headers, blank line, body)."""
        lines = [
            f"From: {format_address(*self.sender)}",
            f"To: {', '.join(format_address(*a) for a in self.to)}",
            f"Subject: {self.subject}",
            f"Content-Type: text/plain; charset={DEFAULT_CHARSET}",
        ]
        for name in sorted(self.headers):
            lines.append(f"{name}: {self.headers[name]}")
        return "\r\n".join(lines) + "\r\n\r\n" + self.body
