"""Request class."""
from urllib.parse import parse_qs

from falcon import errors

TRUE_STRINGS = frozenset(['true', 'True', 't', 'yes', 'y', '1', 'on'])
FALSE_STRINGS = frozenset(['false', 'False', 'f', 'no', 'n', '0', 'off'])


class RequestOptions:
    """Defines a set of configurable request options."""

    def __init__(self):
        self.keep_blank_qs_values = True


class Request:
    """Represents a client's HTTP request."""

    def __init__(self, env, options=None):
        self.env = env
        self.options = options if options else RequestOptions()
        self.query_string = env.get('QUERY_STRING', '')
        self._params = {
            k: v if len(v) > 1 else v[0]
            for k, v in parse_qs(self.query_string,
                                 keep_blank_values=self.options.keep_blank_qs_values).items()
        }

    @property
    def params(self):
        return self._params

    def get_param(self, name, required=False, default=None):
        """Return the raw value of a query string parameter as a string."""
        params = self._params
        if name in params:
            param = params[name]
            if isinstance(param, list):
                param = param[-1]
            return param
        if not required:
            return default
        raise errors.HTTPMissingParam(name)

    def get_param_as_bool(self, name, required=False, blank_as_true=True, default=None):
        """Return the value of a query string parameter as a boolean.

        The following boolean strings are supported::

            TRUE_STRINGS = ('true', 'True', 't', 'yes', 'y', '1', 'on')
            FALSE_STRINGS = ('false', 'False', 'f', 'no', 'n', '0', 'off')

        Keyword Args:
            blank_as_true (bool): Valueless query string parameters are treated
                as flags, resulting in ``True`` being returned when such a
                parameter is present. Set to ``False`` to return ``False``.
        """
        params = self._params
        if name in params:
            val = params[name]
            if isinstance(val, list):
                val = val[-1]
            if val in TRUE_STRINGS:
                return True
            elif val in FALSE_STRINGS:
                return False
            elif not val:
                return True
            msg = 'The value of the parameter must be "true" or "false".'
            raise errors.HTTPInvalidParam(msg, name)
        if not required:
            return default
        raise errors.HTTPMissingParam(name)
