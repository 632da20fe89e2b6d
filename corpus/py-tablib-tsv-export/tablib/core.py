""" tablib.core: the central Tablib objects. """

from tablib.formats import registry


class InvalidDimensions(Exception):
    "Invalid size"


class UnsupportedFormat(NotImplementedError):
    "Format is not supported"


class Dataset:
    """The :class:`Dataset` object is the heart of Tablib. It provides all core
    functionality.
    """

    def __init__(self, *args, **kwargs):
        self._data = [list(arg) for arg in args]
        self.__headers = None
        self.headers = kwargs.get('headers')
        self.title = kwargs.get('title')

    def __getitem__(self, key):
        if isinstance(key, str):
            if key in self.headers:
                pos = self.headers.index(key)  # get 'key' index from each data
                return [row[pos] for row in self._data]
            raise KeyError
        return tuple(self._data[key])

    def _validate(self, row):
        return len(row) == self.width if self.width else True

    def _package(self, dicts=True):
        """Packages Dataset into lists of dictionaries for transmission."""
        _data = [list(row) for row in self._data]
        if self.headers:
            if dicts:
                return [dict(zip(self.headers, row)) for row in _data]
            return [list(self.headers)] + _data
        return _data

    @property
    def headers(self):
        """An *optional* list of strings to be used for header rows and attribute names."""
        return self.__headers

    @headers.setter
    def headers(self, collection):
        if collection is None:
            self.__headers = None
            return
        if self._data and len(collection) != self.width:
            raise InvalidDimensions
        self.__headers = list(collection)

    @property
    def height(self):
        """The number of rows currently in the :class:`Dataset`."""
        return len(self._data)

    @property
    def width(self):
        """The number of columns currently in the :class:`Dataset`."""
        try:
            return len(self._data[0])
        except IndexError:
            try:
                return len(self.headers)
            except TypeError:
                return 0

    @property
    def dict(self):
        return self._package()

    def load(self, in_stream, format, **kwargs):
        """Import `in_stream` to the :class:`Dataset` object using the format `format`."""
        fmt = registry.get_format(format)
        if not hasattr(fmt, 'import_set'):
            raise UnsupportedFormat(f'Format {format} cannot be imported.')
        fmt.import_set(self, in_stream, **kwargs)
        return self

    def export(self, format, **kwargs):
        """Export :class:`Dataset` object to `format`."""
        fmt = registry.get_format(format)
        if not hasattr(fmt, 'export_set'):
            raise UnsupportedFormat(f'Format {format} cannot be exported.')
        return fmt.export_set(self, **kwargs)

    def append(self, row):
        """Adds a row to the :class:`Dataset`."""
        if not self._validate(row):
            raise InvalidDimensions
        self._data.append(list(row))

    def wipe(self):
        """Removes all content and headers from the :class:`Dataset` object."""
        self._data = []
        self.__headers = None
