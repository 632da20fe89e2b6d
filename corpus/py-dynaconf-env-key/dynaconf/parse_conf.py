"""Parse string values from the environment into python types (reduced)."""
import json

true_values = ("t", "true", "enabled", "1", "on", "yes", "True")

converters = {
    "@str": str,
    "@int": int,
    "@float": float,
    "@bool": lambda value: str(value).lower() in true_values,
    "@json": json.loads,
}


def _parse_conf_data(data, tomlfy=False):
    """
    @int @bool @float @json (for lists and dicts)
    strings does not need converters

    export DYNACONF_DEFAULT_THEME='material'
    export DYNACONF_DEBUG='@bool True'
    export DYNACONF_DEBUG_TOOLBAR_ENABLED=False
    export DYNACONF_PAGINATION_PER_PAGE='@int 20'
    """
    if isinstance(data, str) and data.startswith(tuple(converters.keys())):
        parts = data.partition(" ")
        return converters[parts[0]](parts[-1].strip())
    if tomlfy and isinstance(data, str):
        if data.lower() in ("true", "false"):
            return data.lower() == "true"
        try:
            return json.loads(data)
        except ValueError:
            return data
    return data


def parse_conf_data(data, tomlfy=False):
    return _parse_conf_data(data, tomlfy=tomlfy)
