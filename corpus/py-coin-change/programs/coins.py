"""Making change with the fewest coins (unbounded coin-change DP)."""

INF = float("inf")


def min_coins(coins, amount):
    """Fewest coins from `coins` (unlimited supply) summing to `amount`, or -1."""
    if amount < 0:
        raise ValueError("amount must be non-negative")
    best = [0] + [INF] * amount
    for value in range(1, amount + 1):
        for coin in coins:
            if coin <= value:
                best[value] = min(best[value], best[value - coin]) + 1
    return -1 if best[amount] == INF else best[amount]


def make_change(coins, amount):
    """One way to pay `amount` with `min_coins(coins, amount)` coins, largest first."""
    count = min_coins(coins, amount)
    if count < 0:
        return None
    change = []
    for coin in sorted(coins, reverse=True):
        while amount >= coin and min_coins(coins, amount - coin) == count - len(change) - 1:
            change.append(coin)
            amount -= coin
    return change
