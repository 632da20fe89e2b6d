from blinker.base import ANY, NamedSignal, Namespace, Signal, signal

__all__ = [
    "ANY",
    "NamedSignal",
    "Namespace",
    "Signal",
    "signal",
]

__version__ = "1.6.3"
