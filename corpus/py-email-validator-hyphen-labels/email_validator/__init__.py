# Export the main method, helper methods, and the public data types.
from .exceptions_types import ValidatedEmail, EmailNotValidError, \
    EmailSyntaxError, EmailUndeliverableError
from .validate_email import validate_email

__all__ = ["validate_email", "ValidatedEmail", "EmailNotValidError",
           "EmailSyntaxError", "EmailUndeliverableError"]

__version__ = "2.1.0"
