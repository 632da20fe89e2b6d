"""Users and permission checks ("app_label.codename" permission strings)."""

from dataclasses import dataclass, field


@dataclass
class User:
    username: str
    is_active: bool = True
    is_staff: bool = False
    is_superuser: bool = False
    permissions: frozenset = field(default_factory=frozenset)


def app_label_of(perm):
    return perm.split(".", 1)[0]


def has_perm(user, perm):
    if not user.is_active:
        return False
    return user.is_superuser or perm in user.permissions


def has_module_perms(user, app_label):
    """True if the user has any permission at all in the given app."""
    if user.is_active and user.is_superuser:
        return True
    return user.is_active or any(app_label_of(p) == app_label for p in user.permissions)
