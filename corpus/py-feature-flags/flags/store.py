"""Flags loaded from the JSON document the admin UI writes."""

import json

from .flag import Flag


class UnknownFlag(KeyError):
    pass


class FlagStore:
    def __init__(self, flags=()):
        self._flags = {f.key: f for f in flags}

    @classmethod
    def from_json(cls, text):
        doc = json.loads(text)
        flags = []
        for key, spec in doc.get("flags", {}).items():
            flags.append(
                Flag(
                    key,
                    enabled=spec.get("enabled", True),
                    percent=spec.get("percent", 0),
                    users=spec.get("users", ()),
                    groups=spec.get("groups", ()),
                    blocked=spec.get("blocked", ()),
                )
            )
        return cls(flags)

    def enabled(self, key, user_id, groups=()):
        try:
            flag = self._flags[key]
        except KeyError:
            raise UnknownFlag(key) from None
        return flag.is_enabled_for(user_id, groups)
