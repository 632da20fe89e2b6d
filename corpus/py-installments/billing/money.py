"""Money helpers: amounts are integer cents."""

VAT_RATE_PERCENT = 20


def add_vat(cents, rate_percent=VAT_RATE_PERCENT):
    return cents + (cents * rate_percent + 50) // 100


def installments(total_cents, count):
    """`total_cents` split into `count` payments that differ by at most one cent, largest first."""
    if count < 1:
        raise ValueError("at least one installment")
    share, rest = divmod(total_cents, count)
    return [share + 1 if i < rest else share for i in range(count)]


def fmt(cents):
    return f"{cents // 100}.{cents % 100:02d}"
