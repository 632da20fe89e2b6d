class Field(object):
    _field_counter = 0
    _order = 0
    field_type = 'DEFAULT'

    def __init__(self, null=False, default=None, primary_key=False,
                 column_name=None):
        self.null = null
        self.default = default
        self.primary_key = primary_key
        self.column_name = column_name
        # Used internally for recovering the order in which Fields were defined
        # on the Model class.
        Field._field_counter += 1
        self._order = Field._field_counter

    def bind(self, model, name):
        self.model = model
        self.name = name
        self.column_name = self.column_name or name
        setattr(model, name, FieldAccessor(model, self, name))

    def adapt(self, value):
        return value

    def __repr__(self):
        return '<%s: %s.%s>' % (type(self).__name__, self.model.__name__, self.name)


class FieldAccessor(object):
    def __init__(self, model, field, name):
        self.model = model
        self.field = field
        self.name = name

    def __get__(self, instance, instance_type=None):
        if instance is not None:
            return instance.__data__.get(self.name)
        return self.field

    def __set__(self, instance, value):
        instance.__data__[self.name] = self.field.adapt(value)
        instance._dirty.add(self.name)


class IntegerField(Field):
    field_type = 'INT'

    def adapt(self, value):
        try:
            return int(value)
        except ValueError:
            return value


class AutoField(IntegerField):
    auto_increment = True
    field_type = 'AUTO'

    def __init__(self, *args, **kwargs):
        kwargs['primary_key'] = True
        super(AutoField, self).__init__(*args, **kwargs)


class CharField(Field):
    field_type = 'VARCHAR'

    def adapt(self, value):
        return value if value is None else str(value)
