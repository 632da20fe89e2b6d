#
# This file is part of gunicorn released under the MIT license.
# See the NOTICE for more information.
from gunicorn import util


def validate_pos_int(val):
    if not isinstance(val, int):
        val = int(val, 0)
    else:
        # Booleans are ints!
        val = int(val)
    if val < 0:
        raise ValueError("Value must be positive: %s" % val)
    return val


def validate_list_string(val):
    if not val:
        return []
    # legacy syntax
    if isinstance(val, str):
        val = [val]
    return [v.strip() for v in val if v.strip()]


class Setting:
    name = None
    default = None
    validator = None

    def __init__(self):
        self.value = None
        if self.default is not None:
            self.set(self.default)

    def get(self):
        return self.value

    def set(self, val):
        self.value = self.validator(val)


class Bind(Setting):
    name = "bind"
    validator = staticmethod(validate_list_string)
    default = ['127.0.0.1:8000']


class Workers(Setting):
    name = "workers"
    validator = staticmethod(validate_pos_int)
    default = 1


class Config:

    def __init__(self):
        self.settings = {cls.name: cls() for cls in (Bind, Workers)}

    def set(self, name, value):
        if name not in self.settings:
            raise AttributeError("No configuration setting for: %s" % name)
        self.settings[name].set(value)

    def __getattr__(self, name):
        if name not in self.settings:
            raise AttributeError("No configuration setting for: %s" % name)
        return self.settings[name].get()

    @property
    def address(self):
        s = self.settings['bind'].get()
        return [util.parse_address(util.bytes_to_str(bind)) for bind in s]
