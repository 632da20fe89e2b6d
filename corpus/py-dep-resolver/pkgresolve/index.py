"""An in-memory package index: name -> direct requirements."""


class Manifest:
    def __init__(self, name, requires=None, optional=None):
        self.name = name
        self.requires = list(requires or [])
        self.optional = dict(optional or {})

    def requirements(self, extras=()):
        reqs = self.requires
        for extra in extras:
            reqs.extend(self.optional.get(extra, []))
        return reqs


class PackageIndex:
    def __init__(self):
        self._manifests = {}

    def publish(self, name, requires=None, optional=None):
        self._manifests[name] = Manifest(name, requires, optional)

    def get(self, name):
        return self._manifests.get(name)

    def __contains__(self, name):
        return name in self._manifests
