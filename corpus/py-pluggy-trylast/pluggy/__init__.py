from ._hooks import HookimplMarker, HookspecMarker
from ._manager import PluginManager

__all__ = ["HookimplMarker", "HookspecMarker", "PluginManager"]
