import string

_safechars = frozenset(string.ascii_letters + string.digits + "@%_-+=:,./")
_funnychars = '"`$\\'  # Characters that have special meaning in a double-quoted string


def shquote(text):
    """Quotes the given text with shell escaping (assumes as syntax similar to ``sh``)"""
    text = str(text)
    if not (set(text) - _safechars):
        return text
    if "'" not in text:
        return "'" + text + "'"
    res = "".join(("\\" + c if c in _funnychars else c) for c in text)
    return '"' + res + '"'


def shquote_list(seq):
    return [shquote(item) for item in seq]


class BaseCommand:
    """Base of all command objects"""

    __slots__ = ()

    def __getitem__(self, args):
        """Creates a bound-command with the given arguments. Shortcut for
        bound_command."""
        if not isinstance(args, (tuple, list)):
            args = [args]
        return self.bound_command(*args)

    def bound_command(self, *args):
        if not args:
            return self
        if isinstance(self, BoundCommand):
            return BoundCommand(self.cmd, self.args + list(args))
        return BoundCommand(self, args)

    def __str__(self):
        return " ".join(self.formulate())


class LocalCommand(BaseCommand):
    __slots__ = ("executable",)

    def __init__(self, executable):
        self.executable = executable

    def formulate(self, level=0, args=()):
        argv = [str(self.executable)]
        argv.extend(shquote_list(args) if level >= 1 else [str(a) for a in args])
        return argv


class BoundCommand(BaseCommand):
    __slots__ = ("cmd", "args")

    def __init__(self, cmd, args):
        self.cmd = cmd
        self.args = list(args)

    def formulate(self, level=0, args=()):
        return self.cmd.formulate(level + 1, self.args + list(args))
