"""Sales summaries for a period."""
from reports.util import mean, money, percent


class Order:
    def __init__(self, order_id, cents, refunded=False):
        self.order_id = order_id
        self.cents = cents
        self.refunded = refunded


def summarize(orders):
    kept = [o for o in orders if not o.refunded]
    refunds = len(orders) - len(kept)
    return {
        "orders": len(kept),
        "revenue": money(sum(o.cents for o in kept)),
        "average": money(round(mean(o.cents for o in kept))),
        "refund_rate": percent(refunds, len(orders)),
    }


def render(summary):
    return (
        f"{summary['orders']} orders, revenue {summary['revenue']}, "
        f"average {summary['average']}, refunds {summary['refund_rate']}%"
    )
