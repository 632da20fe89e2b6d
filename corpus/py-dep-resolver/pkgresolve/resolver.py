"""Install order for a set of root packages (dependencies first)."""


class ResolutionError(Exception):
    pass


def _split_extras(spec):
    if "[" in spec and spec.endswith("]"):
        name, extras = spec[:-1].split("[", 1)
        return name, tuple(e.strip() for e in extras.split(",") if e.strip())
    return spec, ()


class Resolver:
    def __init__(self, index):
        self.index = index

    def install_order(self, roots):
        order = []
        state = {}
        for spec in roots:
            self._visit(spec, state, order, [])
        return order

    def _visit(self, spec, state, order, chain):
        name, extras = _split_extras(spec)
        manifest = self.index.get(name)
        if manifest is None:
            raise ResolutionError("unknown package %r (required by %s)" % (name, " -> ".join(chain) or "root"))
        if state.get(name) == "done":
            return
        if state.get(name) == "visiting":
            raise ResolutionError("dependency cycle: %s" % " -> ".join(chain + [name]))
        state[name] = "visiting"
        for dep in manifest.requirements(extras):
            self._visit(dep, state, order, chain + [name])
        state[name] = "done"
        order.append(name)
