# vim:ts=4 sw=4 expandtab softtabstop=4
from jsonmerge import strategies
from jsonmerge.exceptions import SchemaError

__all__ = ['Merger', 'merge']

_TYPES = {"object": dict, "array": list, "string": str}


class WalkInstance(object):
    def __init__(self, merger):
        self.merger = merger

    def is_type(self, instance, type):
        return isinstance(instance, _TYPES[type])

    def descend(self, schema, base, head):
        if schema is None:
            schema = {}
        name = schema.get("mergeStrategy")
        opts = schema.get("mergeOptions", {})
        if name is None:
            name = "objectMerge" if self.is_type(head, "object") else "overwrite"
        try:
            strategy = self.merger.strategies[name]
        except KeyError:
            raise SchemaError("Unknown merge strategy %r" % (name,))
        return strategy.merge(self, base, head, schema, **opts)


class Merger(object):

    STRATEGIES = {
        "overwrite": strategies.Overwrite(),
        "discard": strategies.Discard(),
        "append": strategies.Append(),
        "arrayMergeById": strategies.ArrayMergeById(),
        "objectMerge": strategies.ObjectMerge(),
    }

    def __init__(self, schema, strategies=()):
        """Create a new Merger object.

        schema -- JSON schema to use when merging.
        strategies -- Any additional merge strategies to use during merge.
        """
        self.schema = schema
        self.strategies = dict(self.STRATEGIES)
        self.strategies.update(strategies)

    def merge(self, base, head, meta=None):
        """Merge head into base and return the merged document."""
        return WalkInstance(self).descend(self.schema, base, head)


def merge(base, head, schema={}):
    """Merge two JSON documents using strategies defined in schema."""
    return Merger(schema).merge(base, head)
