class ArgumentError(Exception):
    """An error from creating or using an argument (optional or positional)."""

    def __init__(self, argument, message):
        self.argument_name = '/'.join(argument.option_strings) or argument.metavar or argument.dest
        self.message = message

    def __str__(self):
        return 'argument %s: %s' % (self.argument_name, self.message)


class Namespace(object):
    """Simple object for storing attributes."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        return vars(self) == vars(other)

    def __repr__(self):
        return 'Namespace(%s)' % ', '.join('%s=%r' % kv for kv in sorted(vars(self).items()))


class Action(object):
    """Information about how to convert command line strings to Python objects."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.required = required
        self.help = help
        self.metavar = metavar

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class _StoreAction(Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, **kwargs):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, **kwargs):
        super().__init__(option_strings, dest, const=True, default=default, **kwargs)
