"""
Internal hook annotation, representation and calling machinery.
"""
import inspect


class HookspecMarker:
    """Decorator for marking functions as hook specifications."""

    def __init__(self, project_name):
        self.project_name = project_name

    def __call__(self, function=None, firstresult=False):
        def setattr_hookspec_opts(func):
            setattr(func, self.project_name + "_spec", {"firstresult": firstresult})
            return func

        return setattr_hookspec_opts(function) if function is not None else setattr_hookspec_opts


class HookimplMarker:
    """Decorator for marking functions as hook implementations."""

    def __init__(self, project_name):
        self.project_name = project_name

    def __call__(self, function=None, tryfirst=False, trylast=False):
        def setattr_hookimpl_opts(func):
            setattr(func, self.project_name + "_impl", {"tryfirst": tryfirst, "trylast": trylast})
            return func

        return setattr_hookimpl_opts(function) if function is not None else setattr_hookimpl_opts


class HookImpl:
    def __init__(self, plugin, plugin_name, function, hook_impl_opts):
        self.function = function
        self.argnames = tuple(inspect.signature(function).parameters)
        self.plugin = plugin
        self.plugin_name = plugin_name
        self.tryfirst = hook_impl_opts["tryfirst"]
        self.trylast = hook_impl_opts["trylast"]


class HookCaller:
    def __init__(self, name, spec_opts=None):
        self.name = name
        self._hookimpls = []
        self.spec_opts = spec_opts or {}

    def get_hookimpls(self):
        return self._hookimpls.copy()

    def _add_hookimpl(self, hookimpl):
        """Add an implementation to the callback chain."""
        methods = self._hookimpls
        if hookimpl.trylast:
            methods.append(hookimpl)
        elif hookimpl.tryfirst:
            methods.append(hookimpl)
        else:
            # find last non-tryfirst method
            i = len(methods) - 1
            while i >= 0 and methods[i].tryfirst:
                i -= 1
            methods.insert(i + 1, hookimpl)

    def __call__(self, **kwargs):
        from ._callers import _multicall

        return _multicall(self.name, self._hookimpls, kwargs, self.spec_opts.get("firstresult", False))
