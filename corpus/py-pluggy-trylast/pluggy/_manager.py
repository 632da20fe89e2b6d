from ._hooks import HookCaller, HookImpl


class _HookRelay:
    """Hook holder object for performing 1:N hook calls where N is the number
    of registered plugins."""


class PluginManager:
    """Core class which manages registration of plugin objects and 1:N hook
    calling."""

    def __init__(self, project_name):
        self.project_name = project_name
        self.hook = _HookRelay()
        self._name2plugin = {}

    def add_hookspecs(self, module_or_class):
        for name in dir(module_or_class):
            opts = getattr(getattr(module_or_class, name), self.project_name + "_spec", None)
            if opts is not None and not hasattr(self.hook, name):
                setattr(self.hook, name, HookCaller(name, opts))

    def register(self, plugin, name=None):
        plugin_name = name or str(id(plugin))
        if plugin_name in self._name2plugin:
            raise ValueError(f"Plugin name already registered: {plugin_name}")
        self._name2plugin[plugin_name] = plugin
        for attr in dir(plugin):
            method = getattr(plugin, attr)
            opts = getattr(method, self.project_name + "_impl", None)
            if opts is None:
                continue
            hook = getattr(self.hook, attr, None)
            if hook is None:
                hook = HookCaller(attr)
                setattr(self.hook, attr, hook)
            hook._add_hookimpl(HookImpl(plugin, plugin_name, method, opts))
        return plugin_name
