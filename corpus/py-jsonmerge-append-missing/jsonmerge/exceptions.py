# vim:ts=4 sw=4 expandtab softtabstop=4


class JSONMergeError(TypeError):
    def __init__(self, message, value=None, strategy_name=None):
        self.message = message
        self.value = value
        self.strategy_name = strategy_name

    def __str__(self):
        r = [self.message]
        if self.strategy_name is not None:
            r.append("Strategy: %s" % (self.strategy_name,))
        if self.value is not None:
            r.append("Value: %r" % (self.value,))
        return '\n'.join(r)


class BaseInstanceError(JSONMergeError):
    pass


class HeadInstanceError(JSONMergeError):
    pass


class SchemaError(JSONMergeError):
    pass
