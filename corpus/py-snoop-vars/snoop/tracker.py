"""Reports which local variables are new or changed between two trace events."""

from .utils import DEFAULT_REPR_LENGTH, get_shortish_repr


class VariableTracker:
    def __init__(self, max_variable_length=DEFAULT_REPR_LENGTH, custom_repr=(), normalize=False):
        self.max_variable_length = max_variable_length
        self.custom_repr = tuple(custom_repr)
        self.normalize = normalize
        self.previous = {}

    def snapshot(self, local_vars):
        return {
            name: get_shortish_repr(value, self.custom_repr, self.max_variable_length, self.normalize)
            for name, value in local_vars.items()
        }

    def update(self, local_vars):
        """The report lines for this event, in the order the variables appear."""
        current = self.snapshot(local_vars)
        lines = []
        for name, value_repr in current.items():
            if name not in self.previous:
                lines.append(f"New var:....... {name} = {value_repr}")
            elif self.previous[name] != value_repr:
                lines.append(f"Modified var:.. {name} = {value_repr}")
        self.previous = current
        return lines
