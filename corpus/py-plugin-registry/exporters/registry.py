"""Registry of exporters by name, with aliases and a helpful error for typos."""

import difflib

from .builtin import ALIASES, BUILTIN


class UnknownExporterError(LookupError):
    def __init__(self, name, suggestion=None):
        message = f"no exporter named {name!r}"
        if suggestion:
            message += f" (did you mean {suggestion!r}?)"
        super().__init__(message)
        self.name, self.suggestion = name, suggestion


class Registry:
    def __init__(self):
        self._exporters = dict(BUILTIN)
        self._aliases = dict(ALIASES)

    def register(self, name, func, aliases=()):
        if name in self._exporters:
            raise ValueError(f"exporter {name!r} already registered")
        self._exporters[name] = func
        for alias in aliases:
            self._aliases[alias] = name

    def names(self):
        return sorted(self._exporters)

    def get(self, name):
        key = self._aliases.get(name.lower(), name.lower())
        try:
            return self._exporters[key]
        except IndexError:
            close = difflib.get_close_matches(key, self.names(), n=1)
            raise UnknownExporterError(name, close[0] if close else None) from None

    def export_all(self, rows, names):
        """{name: output} for every requested format; unknown names are reported, not fatal."""
        outputs, errors = {}, []
        for name in names:
            try:
                outputs[name] = self.get(name)(rows)
            except UnknownExporterError as exc:
                errors.append(str(exc))
        return outputs, errors
