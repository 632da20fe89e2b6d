from collections import OrderedDict
import re

from pyhocon.exceptions import ConfigWrongTypeException, ConfigMissingException


class UndefinedKey(object):
    pass


class NoneValue(object):
    pass


class ConfigTree(OrderedDict):
    @staticmethod
    def merge_configs(a, b):
        """Merge config b into a"""
        for key, value in b.items():
            # if key is in both a and b and both values are dictionary then merge it otherwise override it
            if key in a and isinstance(a[key], ConfigTree) and isinstance(b[key], ConfigTree):
                ConfigTree.merge_configs(a[key], b[key])
            else:
                a[key] = value
        return a

    def _put(self, key_path, value):
        key_elt = key_path[0]
        if len(key_path) == 1:
            # if they are both configs then merge, if not then override
            if key_elt in self and isinstance(self[key_elt], ConfigTree) and isinstance(value, ConfigTree):
                ConfigTree.merge_configs(self[key_elt], value)
            else:
                self[key_elt] = value
        else:
            next_config_tree = super(ConfigTree, self).get(key_elt)
            if not isinstance(next_config_tree, ConfigTree):
                # create a new dictionary or overwrite a previous value
                next_config_tree = ConfigTree()
                self[key_elt] = next_config_tree
            next_config_tree._put(key_path[1:], value)

    def _get(self, key_path, key_index=0, default=UndefinedKey):
        key_elt = key_path[key_index]
        elt = super(ConfigTree, self).get(key_elt, UndefinedKey)

        if elt is UndefinedKey:
            if default is UndefinedKey:
                raise ConfigMissingException(u"No configuration setting found for key {key}".format(
                    key='.'.join(key_path[:key_index + 1])))
            else:
                return default

        if key_index == len(key_path) - 1:
            if isinstance(elt, NoneValue):
                return None
            elif isinstance(elt, list):
                return [None if isinstance(x, NoneValue) else x for x in elt]
            else:
                return elt
        elif isinstance(elt, ConfigTree):
            return elt._get(key_path, key_index + 1)
        else:
            if default is UndefinedKey:
                raise ConfigWrongTypeException(u"{key} has type {type} rather than dict".format(
                    key='.'.join(key_path[:key_index + 1]), type=type(elt).__name__))
            else:
                return default

    @staticmethod
    def parse_key(string):
        """Split a key into path elements: a."b.c".d => a, b.c, d"""
        special_characters = '$}[]:=+#`^?!@*&.'
        tokens = re.findall(r'"[^"]+"|[^{special_characters}]+'.format(
            special_characters=re.escape(special_characters)), string)
        return [token.strip('"') for token in tokens]

    def put(self, key, value):
        """Put a value in the tree (dot separated)"""
        self._put(ConfigTree.parse_key(key), value)

    def get(self, key, default=UndefinedKey):
        """Get a value from the tree (e.g., a.b.c), or default if the key is not found"""
        return self._get(ConfigTree.parse_key(key), 0, default)
