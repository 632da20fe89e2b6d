# Copyright (C) 2008 John Paulett (john -at- paulett.org)
# Copyright (C) 2009-2021 David Aguilar (davvid -at- gmail.com)
# All rights reserved.
import sys

from . import tags


def has_tag(obj, tag):
    """Helper class that tests to see if the obj is a dictionary
    and contains a particular key/tag.
    """
    return type(obj) is dict and tag in obj


def loadclass(module_and_name):
    """Loads the module and returns the class."""
    names = module_and_name.split('.')
    # First assume that everything up to the last dot is the module name,
    # then try other splits to handle classes that are defined within
    # classes
    for up_to in range(len(names) - 1, 0, -1):
        module = '.'.join(names[:up_to])
        try:
            __import__(module)
            obj = sys.modules[module]
            for class_name in names[up_to:]:
                obj = getattr(obj, class_name)
            return obj
        except (AttributeError, ImportError, ValueError):
            continue
    return None


class Unpickler:
    def __init__(self):
        self.reset()

    def reset(self):
        """Resets the object's internal state."""
        # Maps reference IDs (1-based) to the restored objects
        self._objs = []

    def restore(self, obj, reset=True):
        """Restores a flattened object to its original python state."""
        if reset:
            self.reset()
        return self._restore(obj)

    def _restore(self, obj):
        if has_tag(obj, tags.ID):
            return self._restore_id(obj)
        if has_tag(obj, tags.OBJECT):
            return self._restore_object(obj)
        if has_tag(obj, tags.TUPLE):
            return tuple(self._restore(v) for v in obj[tags.TUPLE])
        if has_tag(obj, tags.SET):
            return {self._restore(v) for v in obj[tags.SET]}
        if type(obj) is list:
            return [self._restore(v) for v in obj]
        if type(obj) is dict:
            return {k: self._restore(v) for k, v in obj.items()}
        return obj

    def _restore_id(self, obj):
        try:
            idx = obj[tags.ID]
            return self._objs[idx]
        except IndexError:
            # the reference points past what was restored so far
            return obj

    def _restore_object(self, obj):
        cls = loadclass(obj[tags.OBJECT])
        if cls is None:
            return self._mkref(obj)
        instance = cls.__new__(cls)
        self._mkref(instance)
        for key, value in obj.items():
            if key in tags.RESERVED:
                continue
            instance.__dict__[key] = self._restore(value)
        return instance

    def _mkref(self, obj):
        self._objs.append(obj)
        return obj
