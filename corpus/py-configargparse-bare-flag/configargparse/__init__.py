"""Drop-in replacement for argparse that also reads config files and environment variables."""

from .config_file_parsers import (ConfigFileParser, ConfigFileParserException,
                                  DefaultConfigFileParser)
from .core import ArgumentParser, already_on_command_line

ArgParser = ArgumentParser
__version__ = "1.5.3"
