class Attribute:
    """
    *Read-only* representation of an attribute.

    Only the parts of the real class that validators look at are kept.
    """

    __slots__ = ("name", "default", "validator")

    def __init__(self, name, default=None, validator=None):
        self.name = name
        self.default = default
        self.validator = validator

    def __repr__(self):
        return f"Attribute(name={self.name!r})"


def attrib(default=None, validator=None):
    """Create a new attribute on a class (reduced: returns a bare Attribute)."""
    return Attribute(name=None, default=default, validator=validator)


def fields(cls):
    """Return the tuple of ``Attribute`` instances of an attrs class."""
    attrs = getattr(cls, "__attrs_attrs__", None)
    if attrs is None:
        raise TypeError(f"{cls!r} is not an attrs-decorated class.")
    return attrs


def validate(inst):
    """
    Validate all attributes on *inst* that have a validator.

    Leaves all exceptions through.
    """
    for a in fields(inst.__class__):
        v = a.validator
        if v is not None:
            v(inst, a, getattr(inst, a.name))
