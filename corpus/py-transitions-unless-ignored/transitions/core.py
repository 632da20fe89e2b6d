"""
    transitions.core
    ----------------

    This module contains the central parts of transitions which are the state machine logic, state
    and transition concepts.
"""

import logging
from functools import partial

_LOGGER = logging.getLogger(__name__)
_LOGGER.addHandler(logging.NullHandler())


def listify(obj):
    """Wraps a passed object into a list in case it has not been a list, tuple before.
    Returns an empty list in case ``obj`` is None.
    """
    if obj is None:
        return []
    return obj if isinstance(obj, (list, tuple)) else [obj]


class MachineError(Exception):
    """MachineError is used for issues related to state transitions and current states."""

    def __init__(self, value):
        super(MachineError, self).__init__(value)
        self.value = value

    def __str__(self):
        return repr(self.value)


class State(object):
    """A persistent representation of a state managed by a ``Machine``."""

    def __init__(self, name, on_enter=None, on_exit=None):
        self.name = name
        self.on_enter = listify(on_enter)
        self.on_exit = listify(on_exit)

    def enter(self, event_data):
        """Triggered when a state is entered."""
        _LOGGER.debug("%sEntering state %s. Processing callbacks...", event_data.machine.name, self.name)
        event_data.machine.callbacks(self.on_enter, event_data)

    def exit(self, event_data):
        """Triggered when a state is exited."""
        _LOGGER.debug("%sExiting state %s. Processing callbacks...", event_data.machine.name, self.name)
        event_data.machine.callbacks(self.on_exit, event_data)

    def __repr__(self):
        return "<%s('%s')@%s>" % (type(self).__name__, self.name, id(self))


class Condition(object):
    """A helper class to call condition checks in the intended way."""

    def __init__(self, func, target=True):
        self.func = func
        self.target = target

    def check(self, event_data):
        """Check whether the condition passes."""
        predicate = event_data.machine.resolve_callable(self.func, event_data)
        if event_data.machine.send_event:
            return predicate(event_data) == self.target
        return predicate(*event_data.args, **event_data.kwargs) == self.target


class Transition(object):
    """Representation of a transition managed by a ``Machine`` instance."""

    condition_cls = Condition

    def __init__(self, source, dest, conditions=None, unless=None, before=None,
                 after=None, prepare=None):
        self.source = source
        self.dest = dest
        self.prepare = listify(prepare)
        self.before = listify(before)
        self.after = listify(after)

        self.conditions = []
        if conditions is not None:
            for cond in listify(conditions):
                self.conditions.append(self.condition_cls(cond))
        if unless is not None:
            for cond in listify(unless):
                self.conditions.append(self.condition_cls(cond, target=False))

    def execute(self, event_data):
        """Execute the transition. Returns True if the transition was executed."""
        _LOGGER.debug("%sInitiating transition from state %s to state %s...",
                      event_data.machine.name, self.source, self.dest)

        event_data.machine.callbacks(self.prepare, event_data)
        for cond in self.conditions:
            if not cond.check(event_data):
                _LOGGER.debug("%sTransition condition failed: %s() does not return %s. Transition halted.",
                              event_data.machine.name, cond.func, cond.target)
                return False
        event_data.machine.callbacks(event_data.machine.before_state_change + self.before, event_data)
        if self.dest:
            self._change_state(event_data)
        event_data.machine.callbacks(self.after + event_data.machine.after_state_change, event_data)
        return True

    def _change_state(self, event_data):
        event_data.machine.get_state(self.source).exit(event_data)
        event_data.machine.set_state(self.dest, event_data.model)
        event_data.update(event_data.machine.get_state(self.dest))
        event_data.machine.get_state(self.dest).enter(event_data)


class EventData(object):
    """Collection of relevant data related to the ongoing transition attempt."""

    def __init__(self, state, event, machine, model, args, kwargs):
        self.state = state
        self.event = event
        self.machine = machine
        self.model = model
        self.args = args
        self.kwargs = kwargs
        self.transition = None
        self.error = None
        self.result = False

    def update(self, state):
        """Updates the EventData object with the passed state."""
        self.state = state


class Event(object):
    """A collection of transitions assigned to the same trigger"""

    def __init__(self, name, machine):
        self.name = name
        self.machine = machine
        self.transitions = {}

    def add_transition(self, transition):
        """Add a transition to the list of potential transitions."""
        self.transitions.setdefault(transition.source, []).append(transition)

    def trigger(self, model, *args, **kwargs):
        """Executes all transitions that match the current state,
        halting as soon as one successfully completes."""
        state = self.machine.get_model_state(model)
        if state.name not in self.transitions:
            msg = "%sCan't trigger event %s from state %s!" % (self.machine.name, self.name, state.name)
            raise MachineError(msg)
        event_data = EventData(state, self, self.machine, model, args=args, kwargs=kwargs)
        for trans in self.transitions[state.name]:
            event_data.transition = trans
            if trans.execute(event_data):
                event_data.result = True
                break
        return event_data.result


class Machine(object):
    """Machine manages states, transitions and models."""

    state_cls = State
    transition_cls = Transition
    event_cls = Event
    wildcard_all = '*'
    wildcard_same = '='

    def __init__(self, model='self', states=None, initial='initial', transitions=None,
                 send_event=False, before_state_change=None, after_state_change=None,
                 name=None, model_attribute='state'):
        self.states = {}
        self.events = {}
        self.send_event = send_event
        self.before_state_change = listify(before_state_change)
        self.after_state_change = listify(after_state_change)
        self.name = name + ": " if name is not None else ""
        self.model_attribute = model_attribute
        self.models = [self if model == 'self' else model]

        if states is not None:
            self.add_states(states)
        if initial not in self.states:
            self.add_states(initial)
        for mod in self.models:
            setattr(mod, self.model_attribute, initial)
        if transitions is not None:
            self.add_transitions(transitions)

    def add_states(self, states, on_enter=None, on_exit=None):
        """Add new state(s)."""
        for state in listify(states):
            if isinstance(state, str):
                state = self.state_cls(state, on_enter=on_enter, on_exit=on_exit)
            elif isinstance(state, dict):
                state = self.state_cls(**state)
            self.states[state.name] = state

    def get_state(self, state):
        """Return the State instance with the passed name."""
        if state not in self.states:
            raise ValueError("State '%s' is not a registered state." % state)
        return self.states[state]

    def get_model_state(self, model):
        return self.get_state(getattr(model, self.model_attribute))

    def set_state(self, state, model):
        setattr(model, self.model_attribute, state)

    def is_state(self, state, model):
        return getattr(model, self.model_attribute) == state

    def add_transition(self, trigger, source, dest, conditions=None,
                       unless=None, before=None, after=None, prepare=None, **kwargs):
        """Create a new Transition instance and add it to the internal list."""
        if trigger == self.model_attribute:
            raise ValueError("Trigger name cannot be same as model attribute name.")
        if trigger not in self.events:
            self.events[trigger] = self.event_cls(trigger, self)
            for model in self.models:
                setattr(model, trigger, partial(self.events[trigger].trigger, model))

        if source == self.wildcard_all:
            source = list(self.states.keys())
        else:
            source = [s.name if isinstance(s, State) else s for s in listify(source)]

        for state in source:
            _dest = state if dest == self.wildcard_same else dest
            if _dest and _dest not in self.states:
                self.add_states(_dest)
            trans = self._create_transition(state, _dest, conditions=conditions,
                                            before=before, after=after, prepare=prepare, **kwargs)
            self.events[trigger].add_transition(trans)

    def add_transitions(self, transitions):
        """Add several transitions."""
        for trans in listify(transitions):
            if isinstance(trans, list):
                self.add_transition(*trans)
            else:
                self.add_transition(**trans)

    @classmethod
    def _create_transition(cls, *args, **kwargs):
        return cls.transition_cls(*args, **kwargs)

    def callbacks(self, funcs, event_data):
        """Triggers a list of callbacks"""
        for func in funcs:
            self.callback(func, event_data)

    def callback(self, func, event_data):
        """Trigger a callback function with passed event_data parameters."""
        func = self.resolve_callable(func, event_data)
        if self.send_event:
            func(event_data)
        else:
            func(*event_data.args, **event_data.kwargs)

    @staticmethod
    def resolve_callable(func, event_data):
        """Converts a model's property name, method name or a path to a callable into a callable."""
        if isinstance(func, str):
            try:
                func = getattr(event_data.model, func)
                if not callable(func):
                    prop = func
                    return lambda *args, **kwargs: prop
            except AttributeError:
                raise AttributeError("Callable with name '%s' could neither be retrieved from the passed "
                                     "model nor imported from a module." % func)
        return func
