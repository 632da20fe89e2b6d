"""
transitions
-----------

A lightweight, object-oriented state machine implementation in Python.
"""

from .core import State, Transition, Event, EventData, Machine, MachineError

__version__ = '0.9.0'
__all__ = ['State', 'Transition', 'Event', 'EventData', 'Machine', 'MachineError']
