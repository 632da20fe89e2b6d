"""The command the user typed and what the shell printed back."""

import shlex


class Command:
    def __init__(self, script, output):
        self.script = script
        self.output = output

    @property
    def script_parts(self):
        try:
            return shlex.split(self.script)
        except ValueError:
            return self.script.split()

    def update(self, **kwargs):
        kwargs.setdefault("script", self.script)
        kwargs.setdefault("output", self.output)
        return Command(**kwargs)

    def __eq__(self, other):
        return isinstance(other, Command) and (self.script, self.output) == (other.script, other.output)

    def __repr__(self):
        return f"Command(script={self.script!r}, output={self.output!r})"
