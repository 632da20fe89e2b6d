# The all important loader
from strictyaml.parser import load

# Validators
from strictyaml.validators import Bool, Int, Map, Optional, Str

# Exceptions
from strictyaml.exceptions import YAMLValidationError

__version__ = "1.7.3"
