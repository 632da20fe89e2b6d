from .template import URITemplate


def expand(uri, var_dict=None, **kwargs):
    """Expand the template with the given parameters."""
    return URITemplate(uri).expand(var_dict, **kwargs)


def partial(uri, var_dict=None, **kwargs):
    """Partially expand the template with the given parameters."""
    return URITemplate(uri).partial(var_dict, **kwargs)


def variables(uri):
    """Parse the variables of the template, returning a set of their names."""
    return set(URITemplate(uri).variable_names)
