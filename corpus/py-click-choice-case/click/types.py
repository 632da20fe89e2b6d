import enum

from .exceptions import BadParameter


class ParamType:
    name = None

    def __call__(self, value, param=None, ctx=None):
        if value is not None:
            return self.convert(value, param, ctx)

    def convert(self, value, param, ctx):
        return value

    def fail(self, message, param=None, ctx=None):
        raise BadParameter(message, ctx=ctx, param=param)


class Choice(ParamType):
    """The choice type allows a value to be checked against a fixed set
    of supported values.

    :param case_sensitive: Set to false to make choices case insensitive.
    """

    name = "choice"

    def __init__(self, choices, case_sensitive=True):
        self.choices = list(choices)
        self.case_sensitive = case_sensitive

    def _normalized_mapping(self, ctx=None):
        return {choice: self.normalize_choice(choice, ctx) for choice in self.choices}

    def normalize_choice(self, choice, ctx):
        normed_value = choice.name if isinstance(choice, enum.Enum) else str(choice)
        if ctx is not None and getattr(ctx, "token_normalize_func", None) is not None:
            normed_value = ctx.token_normalize_func(normed_value)
        if self.case_sensitive:
            normed_value = normed_value.casefold()
        return normed_value

    def convert(self, value, param, ctx):
        normed_value = self.normalize_choice(value, ctx)
        for original, normalized in self._normalized_mapping(ctx).items():
            if normalized == normed_value:
                return original
        choices_str = ", ".join(map(repr, self.choices))
        self.fail(f"{value!r} is not one of {choices_str}.", param, ctx)


class IntParamType(ParamType):
    name = "integer"

    def convert(self, value, param, ctx):
        try:
            return int(value)
        except ValueError:
            self.fail(f"{value!r} is not a valid integer.", param, ctx)


INT = IntParamType()
