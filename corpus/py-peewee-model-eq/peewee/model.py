from .fields import AutoField, Field


class Metadata(object):
    def __init__(self, model, fields):
        self.model = model
        self.name = model.__name__.lower()
        self.fields = dict(fields)
        self.sorted_fields = sorted(fields.values(), key=lambda f: f._order)
        self.primary_key = next(f for f in self.sorted_fields if f.primary_key)

    def get_default_dict(self):
        return dict((name, field.default) for name, field in self.fields.items()
                    if field.default is not None)


class ModelBase(type):
    def __new__(cls, name, bases, attrs):
        if not bases or name == 'Model':
            return super(ModelBase, cls).__new__(cls, name, bases, attrs)
        fields = {}
        for base in bases:
            fields.update(getattr(getattr(base, '_meta', None), 'fields', {}))
        fields.update((k, v) for k, v in attrs.items() if isinstance(v, Field))
        if not any(f.primary_key for f in fields.values()):
            fields = dict(fields, id=AutoField())
        cls = super(ModelBase, cls).__new__(cls, name, bases, attrs)
        for name, field in fields.items():
            field.bind(cls, name)
        cls._meta = Metadata(cls, fields)
        return cls


class Model(object, metaclass=ModelBase):
    def __init__(self, *args, **kwargs):
        self.__data__ = self._meta.get_default_dict()
        self._dirty = set(self.__data__)
        for k in kwargs:
            setattr(self, k, kwargs[k])

    def get_id(self):
        return getattr(self, self._meta.primary_key.name)

    _pk = property(get_id)

    @property
    def dirty_fields(self):
        return [f for f in self._meta.sorted_fields if f.name in self._dirty]

    def is_dirty(self):
        return bool(self._dirty)

    def __hash__(self):
        return hash((self.__class__, self._pk))

    def __eq__(self, other):
        return (
            other.__class__ == self.__class__ or
            self._pk is not None and
            self._pk == other._pk)

    def __ne__(self, other):
        return not self == other

    def __repr__(self):
        return '<%s: %s>' % (self.__class__.__name__, self._pk)
