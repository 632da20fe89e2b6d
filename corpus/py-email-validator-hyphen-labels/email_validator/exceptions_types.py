class EmailNotValidError(ValueError):
    """Parent class of all exceptions raised by this module."""
    pass


class EmailSyntaxError(EmailNotValidError):
    """Exception raised when an email address fails validation because of its form."""
    pass


class EmailUndeliverableError(EmailNotValidError):
    """Exception raised when an email address fails validation because its domain name does not appear deliverable."""
    pass


class ValidatedEmail:
    """The validate_email function returns objects of this type holding the normalized form of the email address
    (normalized, local_part, domain, ascii_email, ...) and other information."""

    """Tests use this constructor."""
    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        return f"<ValidatedEmail {self.normalized}>"

    def as_dict(self):
        return self.__dict__.copy()
