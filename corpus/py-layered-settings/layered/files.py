"""Reading the JSON settings files."""

import json


class ConfigError(Exception):
    pass


def read_json(path):
    """The settings in `path`; {} when the file does not exist (every layer is optional)."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        data = json.loads(text) if text.strip() else {}
    except Exception:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the top level must be an object")
    return data


def parse_json(path):
    try:
        return read_json(path)
    except json.JSONDecodeError as e:
        raise ConfigError(f"{path}:{e.lineno}: {e.msg}") from e
