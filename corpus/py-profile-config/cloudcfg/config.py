import configparser

from .values import as_bool, as_int, as_list

DEFAULTS = {
    "region": "us-east-1",
    "max_attempts": 3,
    "connect_timeout": 60,
    "use_ssl": True,
}


class ClientConfig:
    def __init__(self, text, profile="default", environ=None):
        self._parser = configparser.ConfigParser(interpolation=None)
        self._parser.read_string(text)
        self.profile = profile
        self.environ = environ or {}

    def _raw(self, key):
        env_key = "CLOUD_" + key.upper()
        if env_key in self.environ:
            return self.environ[env_key]
        section = "default" if self.profile == "default" else "profile " + self.profile
        if self._parser.has_option(section, key):
            return self._parser.get(section, key)
        return None

    @property
    def region(self):
        return self._raw("region") or DEFAULTS["region"]

    @property
    def max_attempts(self):
        return as_int(self._raw("max_attempts"), DEFAULTS["max_attempts"])

    @property
    def connect_timeout(self):
        return as_int(self._raw("connect_timeout"), DEFAULTS["connect_timeout"])

    @property
    def use_ssl(self):
        return as_bool(self._raw("use_ssl"), DEFAULTS["use_ssl"])

    @property
    def endpoints(self):
        return as_list(self._raw("endpoints"))
