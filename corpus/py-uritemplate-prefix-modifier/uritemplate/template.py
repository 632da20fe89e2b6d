import re

from .variable import URIVariable

template_re = re.compile('{([^}]+)}')


def _merge(var_dict, overrides):
    if var_dict:
        opts = var_dict.copy()
        opts.update(overrides)
        return opts
    return overrides


class URITemplate(object):
    """This parses the template and will be used to expand it."""

    def __init__(self, uri):
        self.uri = uri
        self.variables = [URIVariable(m.groups()[0]) for m in template_re.finditer(self.uri)]
        self.variable_names = set()
        for variable in self.variables:
            self.variable_names.update(variable.variable_names)

    def __str__(self):
        return self.uri

    def _expand(self, var_dict, replace):
        if not self.variables:
            return self.uri
        expanded = {}
        for v in self.variables:
            expanded.update(v.expand(var_dict))

        def replace_all(match):
            return expanded.get(match.groups()[0], '')

        def replace_partial(match):
            match = match.groups()[0]
            return expanded.get(match) or '{%s}' % match

        return template_re.sub(replace_partial if replace else replace_all, self.uri)

    def expand(self, var_dict=None, **kwargs):
        """Expand the template with the given parameters."""
        return self._expand(_merge(var_dict, kwargs), False)

    def partial(self, var_dict=None, **kwargs):
        """Partially expand the template, returning a new URITemplate."""
        return URITemplate(self._expand(_merge(var_dict, kwargs), True))
