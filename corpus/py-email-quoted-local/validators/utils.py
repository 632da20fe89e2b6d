import inspect
from functools import wraps


class ValidationFailure(Exception):
    def __init__(self, func, args):
        self.func = func
        self.__dict__.update(args)

    def __repr__(self):
        return "ValidationFailure(func={func}, args={args})".format(
            func=self.func.__name__,
            args={k: v for (k, v) in self.__dict__.items() if k != "func"},
        )

    def __str__(self):
        return repr(self)

    def __bool__(self):
        return False


def func_args_as_dict(func, args, kwargs):
    """Return given function's positional and key value arguments as an ordered dictionary."""
    arg_names = list(inspect.signature(func).parameters)
    return dict(list(zip(arg_names, args)) + list(kwargs.items()))


def validator(func, *args, **kwargs):
    """A decorator that makes given function validator.

    Whenever the given function is called and returns ``False`` value this decorator returns
    :class:`ValidationFailure` object.
    """

    @wraps(func)
    def wrapper(*args, **kwargs):
        value = func(*args, **kwargs)
        if not value:
            return ValidationFailure(func, func_args_as_dict(func, args, kwargs))
        return True

    return wrapper
