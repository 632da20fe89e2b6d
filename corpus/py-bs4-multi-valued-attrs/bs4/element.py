class Tag(object):
    """Represents an HTML or XML tag that is part of a parse tree, along
    with its attributes and contents.
    """

    def __init__(self, name, attrs=None, parent=None):
        self.name = name
        self.attrs = dict(attrs or {})
        self.parent = parent
        self.contents = []

    def get(self, key, default=None):
        """Returns the value of the 'key' attribute for the tag, or
        the value given for 'default' if it doesn't have that
        attribute."""
        return self.attrs.get(key, default)

    def get_attribute_list(self, key, default=None):
        """The same as get(), but always returns a list."""
        value = self.get(key, default)
        if not isinstance(value, list):
            value = [value]
        return value

    def __getitem__(self, key):
        return self.attrs[key]

    @property
    def descendants(self):
        for child in self.contents:
            yield child
            if isinstance(child, Tag):
                yield from child.descendants

    def find_all(self, name=None, class_=None):
        return [t for t in self.descendants if isinstance(t, Tag)
                and (name is None or t.name == name)
                and (class_ is None or class_ in t.get_attribute_list('class'))]

    def find(self, name=None, class_=None):
        found = self.find_all(name, class_)
        return found[0] if found else None

    def get_text(self):
        return "".join(d for d in self.descendants if isinstance(d, str))
