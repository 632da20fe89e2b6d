from pyhocon.config_parser import ConfigFactory  # noqa
from pyhocon.config_tree import ConfigTree  # noqa
from pyhocon.exceptions import ConfigException, ConfigMissingException, ConfigWrongTypeException  # noqa
