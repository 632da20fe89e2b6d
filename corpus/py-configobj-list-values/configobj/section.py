"""The Section class: a dictionary-like object that keeps scalars and subsections."""

_bool_dict = {
    'yes': True, 'on': True, '1': True, 'true': True,
    'no': False, 'off': False, '0': False, 'false': False,
}


class Section(dict):
    """
    A dictionary-like object that represents a section in a config file.

    It does string interpolation if the 'interpolation' attribute
    of the 'main' object is set to True.
    """

    def __init__(self, parent, depth, main, name=None):
        dict.__init__(self)
        self.parent = parent
        self.main = main
        self.depth = depth
        self.name = name
        self.scalars = []
        self.sections = []

    def __setitem__(self, key, value):
        if key not in self:
            if isinstance(value, Section):
                self.sections.append(key)
            else:
                self.scalars.append(key)
        dict.__setitem__(self, key, value)

    def dict(self):
        """Return a deepcopy of self as a dictionary."""
        newdict = {}
        for entry in self:
            this_entry = self[entry]
            if isinstance(this_entry, Section):
                this_entry = this_entry.dict()
            elif isinstance(this_entry, list):
                this_entry = list(this_entry)
            newdict[entry] = this_entry
        return newdict

    def as_bool(self, key):
        """Accepts a key as input. The corresponding value must be a string."""
        val = self[key]
        if val is True:
            return True
        elif val is False:
            return False
        try:
            if not isinstance(val, str):
                raise KeyError()
            return _bool_dict[val.lower()]
        except KeyError:
            raise ValueError('Value "%s" is neither True nor False' % val)

    def as_int(self, key):
        """A convenience method which coerces the specified value to an integer."""
        return int(self[key])

    def as_list(self, key):
        """A convenience method which fetches the specified value, guaranteeing it is a list."""
        result = self[key]
        if isinstance(result, (tuple, list)):
            return list(result)
        return [result]
