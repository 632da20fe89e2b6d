"""
Markdown accepts an extensions parameter, which expects a list of names or
instances of extensions.
"""


class Extension:
    """ Base class for extensions to subclass. """

    config = {}

    def __init__(self, **kwargs):
        self.config = {key: list(value) for key, value in self.config.items()}
        self.setConfigs(kwargs)

    def getConfig(self, key, default=''):
        """ Return a single configuration option value. """
        if key in self.config:
            return self.config[key][0]
        return default

    def getConfigs(self):
        """ Return all configuration options. """
        return {key: self.getConfig(key) for key in self.config.keys()}

    def setConfigs(self, items):
        """ Loop through a collection of configuration options, passing each to `setConfig`. """
        for key, value in dict(items).items():
            self.config[key][0] = value
