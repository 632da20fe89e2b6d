"""
oauthlib.oauth2.rfc6749.tokens
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""
from .utils import list_to_scope, scope_to_list


class OAuth2Token(dict):

    def __init__(self, params, old_scope=None):
        super().__init__(params)
        self._new_scope = None
        if params.get("scope"):
            self._new_scope = set(scope_to_list(params["scope"]))
        if old_scope is not None:
            self._old_scope = set(scope_to_list(old_scope))
            if self._new_scope is None:
                # the rfc says that if the scope hasn't changed, it's optional
                # in params so set the new scope to the old scope
                self._new_scope = self._old_scope
        else:
            self._old_scope = self._new_scope

    @property
    def scope_changed(self):
        return self._new_scope != self._old_scope

    @property
    def old_scope(self):
        return list_to_scope(sorted(self._old_scope or []))

    @property
    def scope(self):
        return list_to_scope(sorted(self._new_scope or []))

    @property
    def missing_scopes(self):
        return sorted(self._old_scope - self._new_scope)

    @property
    def additional_scopes(self):
        return sorted(self._new_scope - self._old_scope)
