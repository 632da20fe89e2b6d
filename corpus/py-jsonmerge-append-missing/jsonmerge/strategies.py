# vim:ts=4 sw=4 expandtab softtabstop=4
from jsonmerge.exceptions import BaseInstanceError, HeadInstanceError


class Strategy(object):
    """Base class for merge strategies."""

    def merge(self, walk, base, head, schema, **kwargs):
        """Merge head instance into base and return the merged document."""
        raise NotImplementedError


class Overwrite(Strategy):
    def merge(self, walk, base, head, schema, **kwargs):
        return head


class Discard(Strategy):
    def merge(self, walk, base, head, schema, keepIfUndef=False, **kwargs):
        if base is None and keepIfUndef:
            return head
        return base


class Append(Strategy):
    def merge(self, walk, base, head, schema, **kwargs):
        if not walk.is_type(head, "array"):
            raise HeadInstanceError("Head for an 'append' merge strategy is not an array", head)
        if not walk.is_type(base, "array"):
            raise BaseInstanceError("Base for an 'append' merge strategy is not an array", base)
        return list(base) + list(head)


class ArrayMergeById(Strategy):
    def merge(self, walk, base, head, schema, idRef="id", ignoreId=None, **kwargs):
        if not walk.is_type(head, "array"):
            raise HeadInstanceError("Head for an 'arrayMergeById' merge strategy is not an array", head)
        if base is None:
            base = []
        elif not walk.is_type(base, "array"):
            raise BaseInstanceError("Base for an 'arrayMergeById' merge strategy is not an array", base)
        base = list(base)
        subschema = schema.get('items')

        for head_item in head:
            try:
                head_key = head_item[idRef]
            except (KeyError, TypeError):
                raise HeadInstanceError("Id was not found in head", head_item)
            if head_key == ignoreId:
                continue
            for i, base_item in enumerate(base):
                if walk.is_type(base_item, "object") and base_item.get(idRef) == head_key:
                    base[i] = walk.descend(subschema, base_item, head_item)
                    break
            else:
                base.append(walk.descend(subschema, None, head_item))
        return base


class ObjectMerge(Strategy):
    def merge(self, walk, base, head, schema, **kwargs):
        if not walk.is_type(head, "object"):
            raise HeadInstanceError("Head for an 'object' merge strategy is not an object", head)
        if base is None:
            base = {}
        elif not walk.is_type(base, "object"):
            raise BaseInstanceError("Base for an 'object' merge strategy is not an object", base)
        base = dict(base)

        for k, v in head.items():
            base[k] = walk.descend(self.get_subschema(schema, k), base.get(k), v)
        return base

    @staticmethod
    def get_subschema(schema, key):
        properties = schema.get('properties', {})
        if key in properties:
            return properties[key]
        return schema.get('additionalProperties')
