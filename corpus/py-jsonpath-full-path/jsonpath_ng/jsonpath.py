class JSONPath:
    def find(self, data):
        raise NotImplementedError()

    def child(self, child):
        if isinstance(self, This) or isinstance(self, Root):
            return child
        elif isinstance(child, This):
            return self
        else:
            return Child(self, child)


class DatumInContext:
    @classmethod
    def wrap(cls, data):
        return data if isinstance(data, cls) else cls(data)

    def __init__(self, value, path=None, context=None):
        self.value = value
        self.path = path or This()
        self.context = None if context is None else DatumInContext.wrap(context)

    @property
    def full_path(self):
        return self.path if self.context is None else self.context.path.child(self.path)


class Root(JSONPath):
    def find(self, data):
        if not isinstance(data, DatumInContext):
            return [DatumInContext(data, path=Root(), context=None)]
        if data.context is None:
            return [DatumInContext(data.value, context=None, path=Root())]
        return Root().find(data.context)


class This(JSONPath):
    def find(self, datum):
        return [DatumInContext.wrap(datum)]


class Child(JSONPath):
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def find(self, datum):
        return [submatch for subdata in self.left.find(datum)
                for submatch in self.right.find(subdata)]

    def __str__(self):
        return "%s.%s" % (self.left, self.right)


class Fields(JSONPath):
    def __init__(self, *fields):
        self.fields = fields

    def get_field_datum(self, datum, field):
        try:
            return DatumInContext(value=datum.value[field], path=Fields(field), context=datum)
        except (TypeError, KeyError, AttributeError):
            return None

    def reified_fields(self, datum):
        if "*" not in self.fields:
            return self.fields
        try:
            return tuple(datum.value.keys())
        except AttributeError:
            return ()

    def find(self, datum):
        datum = DatumInContext.wrap(datum)
        found = [self.get_field_datum(datum, f) for f in self.reified_fields(datum)]
        return [d for d in found if d is not None]

    def __str__(self):
        return ",".join(map(str, self.fields))


class Index(JSONPath):
    def __init__(self, index):
        self.index = index

    def find(self, datum):
        datum = DatumInContext.wrap(datum)
        if datum.value and len(datum.value) > self.index:
            return [DatumInContext(datum.value[self.index], path=self, context=datum)]
        return []

    def __str__(self):
        return "[%i]" % self.index
