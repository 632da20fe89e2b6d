import re

from strictyaml.exceptions import YAMLValidationError

TRUE_VALUES = ["yes", "true", "on", "1", "y"]
FALSE_VALUES = ["no", "false", "off", "0", "n"]


class Validator(object):
    def validate(self, chunk):
        raise NotImplementedError


class Str(Validator):
    def validate(self, chunk):
        value, line = chunk
        return value


class Int(Validator):
    def validate(self, chunk):
        value, line = chunk
        if not re.match(r"^[-+]?\d+$", value):
            raise YAMLValidationError("when expecting an integer", "found arbitrary text", line)
        return int(value)


class Bool(Validator):
    def validate(self, chunk):
        value, line = chunk
        if value.lower() in TRUE_VALUES:
            return True
        if value.lower() in FALSE_VALUES:
            return False
        raise YAMLValidationError("when expecting a boolean value (one of \"{0}\")".format(
            '", "'.join(TRUE_VALUES + FALSE_VALUES)), "found arbitrary text", line)


class Optional(object):
    def __init__(self, key, default=None):
        self.key = key
        self.default = default

    def __repr__(self):
        return 'Optional("{0}")'.format(self.key)


class Map(Validator):
    def __init__(self, validator):
        self._validator = validator
        self._validator_dict = {
            key.key if isinstance(key, Optional) else key: value
            for key, value in validator.items()
        }
        self._required_keys = [key for key in validator.keys() if isinstance(key, Optional)]
        self._defaults = {
            key.key: key.default
            for key in validator.keys()
            if isinstance(key, Optional) and key.default is not None
        }

    def validate(self, chunk):
        mapping, line = chunk
        if not isinstance(mapping, dict):
            raise YAMLValidationError("when expecting a mapping", "found a scalar", line)
        result = {}
        for key, value in mapping.items():
            if key not in self._validator_dict:
                raise YAMLValidationError("while parsing a mapping", "unexpected key not in schema '{0}'".format(key), value[1])
            result[key] = self._validator_dict[key].validate(value)
        for key in self._required_keys:
            if key not in result:
                raise YAMLValidationError("while parsing a mapping", "required key(s) '{0}' not found".format(key), line)
        for key, default in self._defaults.items():
            result.setdefault(key, default)
        return result
