"""Layered configuration: defaults, then an INI file, then ``APP_SECTION__KEY`` variables."""
import configparser

from appconf.defaults import DEFAULTS, ENV_PREFIX, ENV_SEPARATOR, FALSE_WORDS, TRUE_WORDS


class ConfigError(ValueError):
    pass


class Config:
    def __init__(self, ini_text="", environ=None):
        self._sections = {name: dict(values) for name, values in DEFAULTS.items()}
        parser = configparser.ConfigParser(interpolation=None)
        parser.read_string(ini_text)
        for name in parser.sections():
            self._sections.setdefault(name, {}).update(parser[name])
        for var, value in (environ or {}).items():
            if var.startswith(ENV_PREFIX) and ENV_SEPARATOR in var:
                section, key = var[len(ENV_PREFIX):].lower().split(ENV_SEPARATOR, 1)
                self._sections.setdefault(section, {})[key] = value

    def sections(self):
        return sorted(self._sections)

    def get(self, path, default=None):
        """The raw value of ``section.key``, or `default` when the section or the key is absent."""
        section_name, _, key = path.partition(".")
        section = self._sections.get(section_name)
        value = section.get(key)
        if value is None:
            return default
        return value

    def get_int(self, path, default=None):
        value = self.get(path, default)
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ConfigError(f"{path} must be an integer, got {value!r}") from None

    def get_bool(self, path, default=False):
        value = self.get(path)
        if value is None:
            return default
        word = value.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise ConfigError(f"{path} must be a yes/no value, got {value!r}")
