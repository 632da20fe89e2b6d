"""Prime numbers."""


def primes_up_to(n):
    """All primes p with 2 <= p <= n (sieve of Eratosthenes)."""
    if n < 2:
        return []
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for p in range(2, int(n ** 0.5) + 1):
        if sieve[p]:
            for multiple in range(p * p, n + 1, p):
                sieve[multiple] = False
    return [p for p in range(2, n) if sieve[p]]


def is_prime(n):
    """Trial division."""
    if n < 2:
        return False
    return all(n % d for d in range(2, int(n ** 0.5) + 1))
