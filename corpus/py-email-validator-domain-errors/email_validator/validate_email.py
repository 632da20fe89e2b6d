from .exceptions_types import EmailSyntaxError, ValidatedEmail
from .syntax import split_email, validate_email_domain_name, validate_email_local_part


def validate_email(email, /, *, allow_empty_local=False):
    """
    Given an email address, and some options, returns a ValidatedEmail instance
    with information about the address if it is valid or, if the address is not
    valid, raises an EmailNotValidError. This is the main function of the module.
    """
    if not isinstance(email, str):
        raise TypeError("email must be str")
    local_part, domain_part = split_email(email.strip())
    ret = ValidatedEmail(original=email)
    if allow_empty_local and local_part == "":
        ret.local_part = ""
    else:
        ret.local_part = validate_email_local_part(local_part)["local_part"]
    domain_info = validate_email_domain_name(domain_part)
    ret.domain = domain_info["domain"]
    ret.ascii_domain = domain_info["ascii_domain"]
    ret.normalized = ret.local_part + "@" + ret.domain
    if len(ret.normalized) > 254:
        raise EmailSyntaxError("The email address is too long.")
    return ret
