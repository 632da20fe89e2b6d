"""0/1 knapsack by dynamic programming."""


def knapsack(capacity, items):
    """Best total value of (weight, value) items fitting in capacity, each used at most once."""
    if capacity < 0:
        raise ValueError("capacity must be non-negative")
    best = [0] * (capacity + 1)
    for weight, value in items:
        for room in range(capacity, weight, -1):
            best[room] = max(best[room], best[room - weight] + value)
    return best[capacity]


def greedy_value(capacity, items):
    """Value packed by the greedy value-per-weight heuristic (a lower bound for knapsack)."""
    total = 0
    for weight, value in sorted(items, key=lambda item: item[1] / item[0], reverse=True):
        if weight <= capacity:
            capacity -= weight
            total += value
    return total
