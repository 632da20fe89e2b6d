"""The monthly SLA report."""

from statistics import median

from .tickets import resolution_time, target_for


def breaches(tickets):
    """Keys of resolved tickets that took longer than their priority's target."""
    return [t.key for t in tickets if t.is_resolved and resolution_time(t) > target_for(t)]


def sla_report(tickets):
    resolved = [t for t in tickets if t.is_resolved]
    if not resolved:
        return {"resolved": 0, "open": len(tickets), "within_sla": None, "median_hours": None}
    late = breaches(resolved)
    hours = [resolution_time(t).total_seconds() / 3600 for t in resolved]
    return {
        "resolved": len(resolved),
        "open": len(tickets) - len(resolved),
        "within_sla": round(100 * (len(resolved) - len(late)) / len(resolved), 1),
        "median_hours": round(median(hours), 2),
    }
