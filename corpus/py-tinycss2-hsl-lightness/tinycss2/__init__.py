from .tokenizer import parse_component_value_list, parse_one_component_value  # noqa

VERSION = __version__ = '1.2.1'
