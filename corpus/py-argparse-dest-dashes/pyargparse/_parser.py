from pyargparse._actions import ArgumentError, Namespace, _StoreAction, _StoreConstAction, _StoreTrueAction


class ArgumentParser(object):
    """Object for parsing command line strings into Python objects."""

    def __init__(self, prog=None, prefix_chars='-'):
        self.prog = prog
        self.prefix_chars = prefix_chars
        self._registries = {'store': _StoreAction, 'store_const': _StoreConstAction,
                            'store_true': _StoreTrueAction}
        self._actions = []
        self._option_string_actions = {}

    def add_argument(self, *args, **kwargs):
        if not args or len(args) == 1 and args[0][0] not in self.prefix_chars:
            kwargs = dict(kwargs, dest=kwargs.get('dest') or args[0], option_strings=[])
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        action_class = self._registries[kwargs.pop('action', 'store')]
        action = action_class(**kwargs)
        self._actions.append(action)
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        return action

    def _get_optional_kwargs(self, *args, **kwargs):
        # determine short and long option strings
        option_strings = []
        long_option_strings = []
        for option_string in args:
            # error on strings that don't start with an appropriate prefix
            if not option_string[0] in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (option_string, self.prefix_chars))
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in self.prefix_chars:
                long_option_strings.append(option_string)

        # infer destination, '--foo-bar' -> 'foo_bar' and '-x' -> 'x'
        dest = kwargs.pop('dest', None)
        if dest is None:
            if long_option_strings:
                dest_option_string = long_option_strings[0]
            else:
                dest_option_string = option_strings[0]
            dest = dest_option_string.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % option_string)

        # return the updated keyword arguments
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def parse_args(self, args):
        namespace = Namespace(**{a.dest: a.default for a in self._actions})
        positionals = [a for a in self._actions if not a.option_strings]
        args = list(args)
        while args:
            arg = args.pop(0)
            if arg[0] in self.prefix_chars and arg != '-':
                option_string, _, explicit = arg.partition('=')
                action = self._option_string_actions.get(option_string)
                if action is None:
                    raise SystemExit('%s: error: unrecognized arguments: %s' % (self.prog, arg))
                if action.nargs == 0:
                    action(self, namespace, None, option_string)
                    continue
                value = explicit if explicit else args.pop(0)
            elif positionals:
                action, value = positionals.pop(0), arg
            else:
                raise SystemExit('%s: error: unrecognized arguments: %s' % (self.prog, arg))
            if action.type is not None:
                try:
                    value = action.type(value)
                except ValueError:
                    raise ArgumentError(action, 'invalid %s value: %r' % (action.type.__name__, value))
            action(self, namespace, value, None)
        return namespace
