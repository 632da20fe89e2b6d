"""Builds the envelope of an alert notification."""

from .addresses import as_list, merge, normalize

DEFAULT_SENDER = "alerts@monitor.example.com"


class Alert:
    def __init__(self, subject, severity="warning"):
        self.subject = subject
        self.severity = severity


def envelope(alert, to, cc=None, oncall=None, muted=()):
    """Recipients of an alert. Critical alerts also go to the on-call address(es)."""
    groups = [to, cc]
    if alert.severity == "critical":
        groups.append(oncall)
    muted_keys = {normalize(addr) for addr in as_list(muted)}
    recipients = [addr for addr in merge(*groups) if addr not in muted_keys]
    return {
        "from": DEFAULT_SENDER,
        "to": recipients,
        "subject": "[%s] %s" % (alert.severity.upper(), alert.subject),
    }
