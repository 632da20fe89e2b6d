from .exceptions_types import EmailNotValidError, EmailSyntaxError, ValidatedEmail  # noqa
from .validate_email import validate_email  # noqa
