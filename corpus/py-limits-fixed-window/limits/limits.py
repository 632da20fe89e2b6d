"""Rate limit descriptions: an amount per a number of time units."""

TIME_TYPES = dict(day=(60 * 60 * 24, "day"), month=(60 * 60 * 24 * 30, "month"),
                  hour=(60 * 60, "hour"), minute=(60, "minute"), second=(1, "second"))

GRANULARITIES = {}


class RateLimitItemMeta(type):
    def __new__(cls, name, parents, dct):
        granularity = super().__new__(cls, name, parents, dct)
        if "GRANULARITY" in dct:
            GRANULARITIES[dct["GRANULARITY"][1]] = granularity
        return granularity


class RateLimitItem(metaclass=RateLimitItemMeta):
    def __init__(self, amount, multiples=1, namespace="LIMITER"):
        self.namespace = namespace
        self.amount = int(amount)
        self.multiples = int(multiples or 1)

    @classmethod
    def check_granularity_string(cls, granularity_string):
        return granularity_string.lower() in cls.GRANULARITY[1:]

    def get_expiry(self):
        return self.GRANULARITY[0] * self.multiples

    def key_for(self, *identifiers):
        remainder = "/".join(
            [str(k) for k in identifiers]
            + [str(self.amount), str(self.multiples), self.GRANULARITY[1]])
        return "%s/%s" % (self.namespace, remainder)

    def __eq__(self, other):
        return (self.amount == other.amount
                and self.GRANULARITY == other.GRANULARITY
                and self.multiples == other.multiples)


class RateLimitItemPerMonth(RateLimitItem):
    GRANULARITY = TIME_TYPES["month"]


class RateLimitItemPerDay(RateLimitItem):
    GRANULARITY = TIME_TYPES["day"]


class RateLimitItemPerHour(RateLimitItem):
    GRANULARITY = TIME_TYPES["hour"]


class RateLimitItemPerMinute(RateLimitItem):
    GRANULARITY = TIME_TYPES["minute"]


class RateLimitItemPerSecond(RateLimitItem):
    GRANULARITY = TIME_TYPES["second"]
