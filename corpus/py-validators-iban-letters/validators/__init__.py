from .between import between, length
from .iban import iban
from .utils import ValidationFailure, validator

__all__ = ('between', 'iban', 'length', 'ValidationFailure', 'validator')

__version__ = '0.20.0'
