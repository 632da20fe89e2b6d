"""Options and a tiny command that parses ``--name value`` pairs."""

from .types import BadParameter, ParamType


class Option:
    def __init__(self, name, type=None, default=None, required=False):
        self.name = name
        self.type = type or ParamType()
        self.default = default
        self.required = required

    @property
    def flag(self):
        return "--" + self.name.replace("_", "-")

    def process(self, raw):
        if raw is None:
            if self.required:
                raise BadParameter("Missing option.", self.flag)
            return self.default
        return self.type.convert(raw, self.flag)


class Command:
    def __init__(self, name, options, callback):
        self.name = name
        self.options = {opt.flag: opt for opt in options}
        self.callback = callback

    def parse_args(self, args):
        raw = {}
        args = list(args)
        while args:
            arg = args.pop(0)
            if arg not in self.options:
                raise BadParameter(f"No such option: {arg}")
            if not args:
                raise BadParameter("Option requires an argument.", arg)
            raw[arg] = args.pop(0)
        return {opt.name: opt.process(raw.get(flag)) for flag, opt in self.options.items()}

    def main(self, args):
        return self.callback(**self.parse_args(args))
