"""One feature flag and the rules that decide who sees the feature."""

from .rollout import bucket, clamp_percent


class Flag:
    def __init__(self, key, enabled=True, percent=0, users=(), groups=(), blocked=()):
        self.key = key
        self.enabled = enabled
        self.percent = clamp_percent(percent)
        self.allow_users = frozenset(users)
        self.allow_groups = frozenset(groups)
        self.blocked = frozenset(blocked)

    def is_enabled_for(self, user_id, groups=()):
        """Off when the flag is off or the user is blocked; on for allow-listed users and
        members of allow-listed groups; otherwise on for `percent` % of users."""
        if not self.enabled or user_id in self.blocked:
            return False
        if user_id in self.allow_users and self.allow_groups.intersection(groups):
            return True
        return bucket(self.key, user_id) < self.percent
