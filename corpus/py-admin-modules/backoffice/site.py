"""The admin site: which apps and models a staff member sees."""

from .auth import has_module_perms, has_perm


class PermissionDenied(Exception):
    pass


class AdminSite:
    def __init__(self):
        self._registry = {}

    def register(self, app_label, model_name):
        self._registry.setdefault(app_label, []).append(model_name)

    def check_access(self, user):
        if not (user.is_active and user.is_staff):
            raise PermissionDenied(f"{user.username} may not use the admin")

    def app_list(self, user):
        """Apps (sorted) the user may see on the admin index, each with its visible models."""
        self.check_access(user)
        apps = []
        for app_label in sorted(self._registry):
            if not has_module_perms(user, app_label):
                continue
            models = [
                name for name in self._registry[app_label]
                if has_perm(user, f"{app_label}.view_{name}") or has_perm(user, f"{app_label}.change_{name}")
            ]
            apps.append((app_label, models))
        return apps
