import argparse
import os
import sys
from io import StringIO

from .config_file_parsers import ConfigFileParserException, DefaultConfigFileParser

ACTION_TYPES_THAT_DONT_NEED_A_VALUE = (argparse._StoreTrueAction, argparse._StoreFalseAction,
                                       argparse._CountAction, argparse._StoreConstAction)


def already_on_command_line(existing_args_list, potential_command_line_args, prefix_chars):
    """Checks if any of the potential_command_line_args is already in existing_args."""
    arg_names = []
    for arg_string in existing_args_list:
        if arg_string and arg_string[0] in prefix_chars and "=" in arg_string:
            option_string = arg_string.split("=", 1)[0]
            arg_names.append(option_string)
        else:
            arg_names.append(arg_string)
    return any(potential_arg in arg_names for potential_arg in potential_command_line_args)


class ArgumentParser(argparse.ArgumentParser):
    """Drop-in replacement for argparse.ArgumentParser that adds env vars and config files."""

    def __init__(self, *args, **kwargs):
        self._config_file_parser = kwargs.pop("config_file_parser_class", DefaultConfigFileParser)()
        argparse.ArgumentParser.__init__(self, *args, **kwargs)

    def add_argument(self, *args, **kwargs):
        """Adds support for the env_var keyword argument."""
        env_var = kwargs.pop("env_var", None)
        action = argparse.ArgumentParser.add_argument(self, *args, **kwargs)
        action.env_var = env_var
        return action

    def parse_args(self, args=None, namespace=None, config_file_contents=None, env_vars=os.environ):
        """Same args as argparse.ArgumentParser.parse_args(..), plus config_file_contents
        (a string read instead of a config file) and env_vars (a dict)."""
        args, argv = self.parse_known_args(args=args, namespace=namespace,
                                           config_file_contents=config_file_contents, env_vars=env_vars)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None, config_file_contents=None, env_vars=os.environ):
        args = sys.argv[1:] if args is None else list(args)

        env_var_args = []
        for action in self._actions:
            if (getattr(action, "env_var", None) and action.env_var in env_vars
                    and not already_on_command_line(args, action.option_strings, self.prefix_chars)):
                env_var_args += self.convert_item_to_command_line_arg(action, action.env_var, env_vars[action.env_var])

        config_args = []
        if config_file_contents is not None:
            stream = StringIO(config_file_contents)
            stream.name = "method arg"
            try:
                config_items = self._config_file_parser.parse(stream)
            except ConfigFileParserException as e:
                self.error(e)
            known_config_keys = {
                config_key: action for action in self._actions
                for config_key in self.get_possible_config_keys(action)}
            for key, value in config_items.items():
                action = known_config_keys.get(key)
                if action is not None:
                    if already_on_command_line(args + env_var_args, action.option_strings, self.prefix_chars):
                        continue
                config_args += self.convert_item_to_command_line_arg(action, key, value)

        return argparse.ArgumentParser.parse_known_args(self, args=config_args + env_var_args + args,
                                                        namespace=namespace)

    def convert_item_to_command_line_arg(self, action, key, value):
        """Converts a config file or env var key + value to a list of commandline args."""
        args = []
        command_line_key = "--" + key if action is None else action.option_strings[-1]
        if action is not None and isinstance(action, ACTION_TYPES_THAT_DONT_NEED_A_VALUE):
            if value.lower() in ("true", "yes", "1"):
                args.append(command_line_key)
            elif value.lower() not in ("false", "no", "0"):
                self.error("Unexpected value for %s: '%s'. Expecting 'true', 'false', "
                           "'yes', 'no', '1' or '0'" % (key, value))
        elif isinstance(value, list):
            for list_elem in value:
                args += [command_line_key, str(list_elem)]
        else:
            args += [command_line_key, value]
        return args

    def get_possible_config_keys(self, action):
        """Returns the config file keys (0 or more) that set the given action."""
        keys = []
        for arg in action.option_strings:
            if any(arg.startswith(2 * c) for c in self.prefix_chars):
                keys += [arg[2:], arg]
        return keys
