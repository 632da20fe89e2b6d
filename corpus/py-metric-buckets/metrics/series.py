"""Downsampling of (timestamp, value) samples into fixed-width buckets."""

from collections import OrderedDict

from .timeutil import bucket_start, parse_interval

AGGREGATES = {
    "sum": sum,
    "max": max,
    "min": min,
    "avg": lambda values: sum(values) / len(values),
    "count": len,
}


def downsample(samples, interval="1m", how="avg"):
    """[(bucket_start, aggregate), ...] in time order, for samples sorted by time."""
    width = parse_interval(interval)
    aggregate = AGGREGATES[how]
    buckets = OrderedDict()
    for timestamp, value in samples:
        buckets.setdefault(bucket_start(timestamp, width), []).append(value)
    return [(start, aggregate(values)) for start, values in buckets.items()]


def rate(samples, interval="1m"):
    """Events per second in each bucket, from counter increments."""
    width = parse_interval(interval)
    return [(start, total / width) for start, total in downsample(samples, interval, "sum")]
