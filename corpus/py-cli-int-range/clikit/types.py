"""Parameter types convert raw command line strings into values."""


class BadParameter(Exception):
    def __init__(self, message, param_hint=None):
        super().__init__(message)
        self.param_hint = param_hint


class ParamType:
    name = "text"

    def convert(self, value, param_hint=None):
        return value

    def fail(self, message, param_hint=None):
        raise BadParameter(message, param_hint)


class IntParamType(ParamType):
    name = "integer"

    def convert(self, value, param_hint=None):
        try:
            return int(value)
        except ValueError:
            self.fail(f"{value!r} is not a valid integer.", param_hint)


class IntRange(IntParamType):
    """Restricts an integer to a range. ``min_open``/``max_open`` exclude the bound."""

    name = "integer range"

    def __init__(self, min=None, max=None, min_open=False, max_open=False, clamp=False):
        self.min = min
        self.max = max
        self.min_open = min_open
        self.max_open = max_open
        self.clamp = clamp

    def _describe(self):
        lop = "<" if self.min_open else "<="
        rop = "<" if self.max_open else "<="
        return f"{self.min} {lop} x {rop} {self.max}"

    def convert(self, value, param_hint=None):
        rv = super().convert(value, param_hint)
        lt_min = self.min is not None and (rv <= self.min if self.min_open else rv < self.min)
        gt_max = self.max is not None and (rv > self.max if self.max_open else rv > self.max)
        if self.clamp:
            if lt_min:
                return self.min + 1 if self.min_open else self.min
            if gt_max:
                return self.max - 1 if self.max_open else self.max
        if lt_min or gt_max:
            self.fail(f"{rv} is not in the range {self._describe()}.", param_hint)
        return rv
