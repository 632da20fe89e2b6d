"""Function composition and currying."""

import functools
import inspect


class curry:
    """Curry a callable: calling with too few positional arguments returns a partial."""

    def __init__(self, func, *args, **kwargs):
        if not callable(func):
            raise TypeError("Input must be callable")
        self._partial = functools.partial(func, *args, **kwargs)
        self.__doc__ = getattr(func, "__doc__", None)
        self.__name__ = getattr(func, "__name__", "<curry>")
        self._sig = inspect.signature(func)

    def __call__(self, *args, **kwargs):
        try:
            return self._partial(*args, **kwargs)
        except TypeError:
            bound = self._partial.args + args
            try:
                self._sig.bind_partial(*bound, **{**self._partial.keywords, **kwargs})
            except TypeError:
                raise
            if self._should_curry(bound, kwargs):
                return curry(self._partial.func, *bound, **{**self._partial.keywords, **kwargs})
            raise

    def _should_curry(self, args, kwargs):
        required = [p for p in self._sig.parameters.values()
                    if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        return len(args) + len([k for k in kwargs if k in {p.name for p in required}]) < len(required)


def compose(*funcs):
    """compose(f, g, h)(x) == f(g(h(x)))"""
    def composed(*args, **kwargs):
        result = funcs[-1](*args, **kwargs)
        for f in reversed(funcs[:-1]):
            result = f(result)
        return result
    return composed


def pipe(data, *funcs):
    for func in funcs:
        data = func(data)
    return data
