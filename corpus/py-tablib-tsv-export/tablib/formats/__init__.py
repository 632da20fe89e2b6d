""" Tablib - formats
"""
from tablib.formats._csv import CSVFormat
from tablib.formats._tsv import TSVFormat


class Registry:
    _formats = {}

    def register(self, key, format_or_path):
        self._formats[key] = format_or_path

    def register_builtins(self):
        self.register('csv', CSVFormat)
        self.register('tsv', TSVFormat)

    def get_format(self, key):
        from tablib.core import UnsupportedFormat

        if key not in self._formats:
            raise UnsupportedFormat(f"Tablib has no format '{key}'.")
        return self._formats[key]


registry = Registry()
registry.register_builtins()
