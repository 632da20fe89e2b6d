"""Sends messages through a transport, tagging campaign mail for the unsubscribe service."""


class MemoryTransport:
    """Keeps what it is given; the test double for SMTP."""

    def __init__(self):
        self.sent = []

    def deliver(self, sender, recipients, data):
        self.sent.append((sender, list(recipients), data))


class Mailer:
    def __init__(self, transport, unsubscribe_url=None):
        self.transport = transport
        self.unsubscribe_url = unsubscribe_url

    def send(self, message, campaign=None):
        if campaign is not None:
            message.set_header("x-campaign", campaign)
            if self.unsubscribe_url:
                url = f"{self.unsubscribe_url}?c={campaign}"
                message.set_header("list-unsubscribe", f"<{url}>")
        recipients = [addr for _, addr in message.to]
        self.transport.deliver(message.sender[1], recipients, message.render())
        return len(recipients)
