import urllib.parse


class URIVariable(object):
    """This object validates everything inside the URITemplate object."""
    operators = ('+', '#', '.', '/', ';', '?', '&', '|', '!', '@')
    reserved = ":/?#[]@!$&'()*+,;="

    def __init__(self, var):
        self.original = var
        self.operator = ''
        self.safe = ''
        self.variables = []
        self.variable_names = []
        self.defaults = {}
        self.parse()
        self.post_parse()

    def parse(self):
        """Parse the variable: operator, names, explode and prefix modifiers."""
        var_list = self.original
        if self.original[0] in URIVariable.operators:
            self.operator = self.original[0]
            var_list = self.original[1:]
        for var in var_list.split(','):
            default_val = None
            name = var
            if '=' in var:
                name, default_val = tuple(var.split('=', 1))
            explode = False
            if name.endswith('*'):
                explode = True
                name = name[:-1]
            prefix = None
            if ':' in name:
                name, prefix = tuple(name.split(':', 1))
            if default_val:
                self.defaults[name] = default_val
            self.variables.append((name, {'explode': explode, 'prefix': prefix}))
        self.variable_names = [varname for (varname, _) in self.variables]

    def post_parse(self):
        """Set ``start``, ``join_str`` and ``safe`` for the operator."""
        self.start = self.join_str = self.operator
        if self.operator == '+':
            self.start = ''
        if self.operator in ('+', '#', ''):
            self.join_str = ','
        if self.operator == '?':
            self.join_str = '&'
        if self.operator in ('+', '#'):
            self.safe = URIVariable.reserved

    def _query_expansion(self, name, value, explode, prefix):
        """Expansion method for the '?' and '&' operators."""
        if isinstance(value, (list, tuple)):
            if explode:
                return self.join_str.join('%s=%s' % (name, quote(v, self.safe)) for v in value)
            return '%s=%s' % (name, ','.join(quote(v, self.safe) for v in value))
        value = value[:prefix] if prefix else value
        return '%s=%s' % (name, quote(value, self.safe))

    def _label_path_expansion(self, name, value, explode, prefix):
        """Label and path expansion method, for the '/' and '.' operators."""
        if isinstance(value, (list, tuple)):
            join_str = self.join_str if explode else ','
            fragments = [quote(v, self.safe) for v in value if v is not None]
            return join_str.join(fragments) if fragments else None
        value = value[:prefix] if prefix else value
        return quote(value, self.safe)

    def _semi_path_expansion(self, name, value, explode, prefix):
        """Expansion method for ';' operator."""
        if isinstance(value, (list, tuple)):
            if explode:
                return ';'.join('%s=%s' % (name, quote(v, self.safe)) for v in value)
            return '%s=%s' % (name, ','.join(quote(v, self.safe) for v in value))
        value = value[:prefix] if prefix else value
        return '%s=%s' % (name, quote(value, self.safe)) if value else name

    def _string_expansion(self, name, value, explode, prefix):
        if isinstance(value, (list, tuple)):
            return ','.join(quote(v, self.safe) for v in value)
        value = value[:prefix] if prefix else value
        return quote(value, self.safe)

    def expand(self, var_dict=None):
        """Expand the variable in question; returns {original: expansion}."""
        return_values = []
        for name, opts in self.variables:
            value = var_dict.get(name, None)
            if not value and value != '' and name in self.defaults:
                value = self.defaults[name]
            if value is None:
                continue
            if self.operator in ('/', '.'):
                expansion = self._label_path_expansion
            elif self.operator in ('?', '&'):
                expansion = self._query_expansion
            elif self.operator == ';':
                expansion = self._semi_path_expansion
            else:
                expansion = self._string_expansion
            expanded = expansion(name, value, opts['explode'], opts['prefix'])
            if expanded is not None:
                return_values.append(expanded)
        value = ''
        if return_values:
            value = self.start + self.join_str.join(return_values)
        return {self.original: value}


def quote(value, safe):
    if not isinstance(value, (str, bytes)):
        value = str(value)
    return urllib.parse.quote(value, safe)
