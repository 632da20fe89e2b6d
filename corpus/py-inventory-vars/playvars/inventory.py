from .merge import combine


class Group:
    def __init__(self, name, vars=None, parent=None):
        self.name = name
        self.vars = vars or {}
        self.parent = parent

    def lineage(self):
        """Groups from the most general (root) down to this one."""
        chain = []
        group = self
        while group is not None:
            chain.append(group)
            group = group.parent
        return list(reversed(chain))


class Host:
    def __init__(self, name, groups=(), vars=None):
        self.name = name
        self.groups = list(groups)
        self.vars = vars or {}

    def effective_vars(self, hash_behaviour="merge"):
        """Group vars (general to specific), then host vars; the most specific wins."""
        layers = []
        for group in self.groups:
            for g in group.lineage():
                layers.append(g.vars)
        layers.append(self.vars)
        layers.append({"inventory_hostname": self.name})
        return combine(*layers, recursive=(hash_behaviour == "merge"))
