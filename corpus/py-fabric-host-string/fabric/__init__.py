from .connection import Config, Connection  # noqa
