from validators.domain import domain
from validators.email import email
from validators.utils import ValidationFailure, validator

__all__ = ("domain", "email", "ValidationFailure", "validator")
