from wtforms import validators
from wtforms.fields import StringField
from wtforms.validators import ValidationError

__version__ = "3.1.2"
__all__ = ["validators", "StringField", "ValidationError"]
