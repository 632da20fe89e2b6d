"""Monthly invoices per client."""

from collections import defaultdict
from decimal import Decimal

from .entries import parse_entry, to_hours


def hours_by_client(lines):
    minutes = defaultdict(int)
    for line in lines:
        if line.strip() and not line.lstrip().startswith("#"):
            entry = parse_entry(line)
            minutes[entry.client] += entry.minutes
    return {client: to_hours(total) for client, total in sorted(minutes.items())}


def build_invoice(lines, client, hourly_rate):
    hours = hours_by_client(lines).get(client, 0)
    amount = (Decimal(str(hours)) * Decimal(hourly_rate)).quantize(Decimal("0.01"))
    return {"client": client, "hours": hours, "amount": amount}
