"""This module contains general purpose URL functions not found in the standard library."""

from urllib.parse import parse_qs, parse_qsl, urlencode, urlsplit, urlunsplit

from w3lib.util import to_unicode


def url_query_parameter(url, parameter, default=None, keep_blank_values=0):
    """Return the value of a url parameter, given the url and parameter name."""
    queryparams = parse_qs(urlsplit(str(url))[3], keep_blank_values=bool(keep_blank_values))
    if parameter in queryparams:
        return queryparams[parameter][0]
    return default


def url_query_cleaner(url, parameterlist=(), sep="&", kvsep="=", remove=False, unique=True,
                      keep_fragments=False):
    """Clean URL arguments leaving only those passed in the parameterlist keeping order."""
    if isinstance(parameterlist, (str, bytes)):
        parameterlist = [parameterlist]
    url, fragment = url.partition("#")[::2]
    base, _, query = url.partition("?")
    seen = set()
    querylist = []
    for ksv in query.split(sep):
        if not ksv:
            continue
        k, _, _ = ksv.partition(kvsep)
        if unique and k in seen:
            continue
        if remove and k in parameterlist:
            continue
        if not remove and k not in parameterlist:
            continue
        querylist.append(ksv)
        seen.add(k)
    url = "?".join([base, sep.join(querylist)]) if querylist else base
    if keep_fragments and fragment:
        url += "#" + fragment
    return url


def _add_or_replace_parameters(url, params):
    parsed = urlsplit(url)
    current_args = parse_qsl(parsed.query)
    new_args = []
    seen_params = set()
    for name, value in current_args:
        if name not in params:
            new_args.append((name, value))
        elif name not in seen_params:
            new_args.append((name, params[name]))
            seen_params.add(name)
    not_modified_args = [(name, value) for name, value in params.items() if name not in seen_params]
    new_args += not_modified_args
    query = urlencode(new_args)
    return urlunsplit(parsed._replace(query=query))


def add_or_replace_parameter(url, name, new_value):
    """Add or remove a parameter to a given url."""
    return _add_or_replace_parameters(to_unicode(url), {name: new_value})


def add_or_replace_parameters(url, new_parameters):
    """Add or remove parameters to a given url."""
    return _add_or_replace_parameters(to_unicode(url), dict(new_parameters))
