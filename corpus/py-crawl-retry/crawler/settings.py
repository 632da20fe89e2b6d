"""Project settings with typed getters."""

DEFAULTS = {
    "RETRY_ENABLED": True,
    "RETRY_TIMES": 2,
    "RETRY_HTTP_CODES": [500, 502, 503, 504, 522, 524, 408, 429],
    "RETRY_PRIORITY_ADJUST": -1,
}


class Settings:
    def __init__(self, values=None):
        self._values = dict(DEFAULTS)
        self._values.update(values or {})

    def get(self, name, default=None):
        return self._values.get(name, default)

    def getint(self, name, default=0):
        return int(self.get(name, default))

    def getbool(self, name, default=False):
        value = self.get(name, default)
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes")
        return bool(value)

    def getlist(self, name, default=None):
        value = self.get(name, default or [])
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return list(value)


class StatsCollector:
    def __init__(self):
        self._stats = {}

    def inc_value(self, key, count=1):
        self._stats[key] = self._stats.get(key, 0) + count

    def get_value(self, key, default=None):
        return self._stats.get(key, default)
