"""The environment holds filters and policies and evaluates ``{{ name|filter(args) }}``."""

import ast
import re

from .filters import FILTERS

DEFAULT_POLICIES = {"truncate.leeway": 5}

_EXPR = re.compile(r"\{\{\s*(.*?)\s*\}\}")
_CALL = re.compile(r"^(\w+)(?:\((.*)\))?$")


class TemplateError(Exception):
    pass


class Environment:
    def __init__(self, policies=None):
        self.filters = dict(FILTERS)
        self.policies = dict(DEFAULT_POLICIES)
        self.policies.update(policies or {})

    def call_filter(self, name, value, args=(), kwargs=None):
        func = self.filters.get(name)
        if func is None:
            raise TemplateError(f"No filter named {name!r}.")
        if getattr(func, "pass_environment", False):
            return func(self, value, *args, **(kwargs or {}))
        return func(value, *args, **(kwargs or {}))

    def _eval(self, expr, context):
        name, *pipeline = [part.strip() for part in expr.split("|")]
        value = context.get(name)
        for step in pipeline:
            match = _CALL.match(step)
            if not match:
                raise TemplateError(f"bad filter call {step!r}")
            call = ast.parse(f"f({match.group(2) or ''})", mode="eval").body
            args = [ast.literal_eval(a) for a in call.args]
            kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
            value = self.call_filter(match.group(1), value, args, kwargs)
        return value

    def render(self, source, **context):
        return _EXPR.sub(lambda m: str(self._eval(m.group(1), context)), source)
