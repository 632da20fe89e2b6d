# Copyright (C) 2008 John Paulett (john -at- paulett.org)
# Copyright (C) 2009-2021 David Aguilar (davvid -at- gmail.com)
# All rights reserved.
from . import tags


class Pickler:
    def __init__(self, unpicklable=True, make_refs=True):
        self.unpicklable = unpicklable
        self.make_refs = make_refs
        # Maps id(obj) to reference IDs
        self._objs = {}

    def reset(self):
        self._objs = {}

    def _log_ref(self, obj):
        """
        Log a reference to an in-memory object.
        Return True if this object is new and was assigned
        a new ID. Otherwise return False.
        """
        objid = id(obj)
        is_new = objid not in self._objs
        if is_new:
            new_id = len(self._objs) + 1
            self._objs[objid] = new_id
        return is_new

    def _mkref(self, obj):
        """
        Log a reference to an in-memory object, and return
        if that object should be considered newly logged.
        """
        is_new = self._log_ref(obj)
        # Pretend the object is new
        pretend_new = not self.unpicklable or not self.make_refs
        return pretend_new or is_new

    def _getref(self, obj):
        return {tags.ID: self._objs.get(id(obj))}

    def flatten(self, obj, reset=True):
        """Takes an object and returns a JSON-safe representation of it."""
        if reset:
            self.reset()
        return self._flatten(obj)

    def _flatten(self, obj):
        if obj is None or type(obj) in (str, bool, int, float):
            return obj
        if type(obj) is list:
            return [self._flatten(v) for v in obj]
        if type(obj) is dict:
            return {str(k): self._flatten(v) for k, v in obj.items()}
        if type(obj) is tuple:
            items = [self._flatten(v) for v in obj]
            return {tags.TUPLE: items} if self.unpicklable else items
        if type(obj) in (set, frozenset):
            items = [self._flatten(v) for v in obj]
            return {tags.SET: items} if self.unpicklable else items
        if self._mkref(obj):
            return self._flatten_obj_instance(obj)
        return self._getref(obj)

    def _flatten_obj_instance(self, obj):
        """Recursively flatten an instance and return a json-friendly dict"""
        data = {}
        if self.unpicklable:
            cls = obj.__class__
            data[tags.OBJECT] = '%s.%s' % (cls.__module__, cls.__qualname__)
        for key, value in vars(obj).items():
            data[str(key)] = self._flatten(value)
        return data
