from .exceptions_types import EmailSyntaxError, ValidatedEmail
from .syntax import get_length_reason, validate_email_domain_name, validate_email_local_part

# RFC 3696 + errata 1003 + errata 1690 (https://www.rfc-editor.org/errata_search.php?rfc=3696&eid=1690)
# explains the maximum length of an email address is 254 octets.
EMAIL_MAX_LENGTH = 254


def validate_email(email, /, *, allow_smtputf8=True, allow_empty_local=False):
    """
    Given an email address, and some options, returns a ValidatedEmail instance
    with information about the address if it is valid or, if the address is not
    valid, raises an EmailNotValidError. This is the main function of the module.
    """
    if not isinstance(email, str):
        raise TypeError("email must be str")

    # At-sign.
    parts = email.rsplit("@", 1)
    if len(parts) != 2:
        raise EmailSyntaxError("The email address is not valid. It must have exactly one @-sign.")
    local_part, domain_part = parts

    ret = ValidatedEmail()
    ret.original = email

    # Validate the email address's local part syntax and get a normalized form.
    local_part_info = validate_email_local_part(local_part, allow_smtputf8=allow_smtputf8,
                                                allow_empty_local=allow_empty_local)
    ret.local_part = local_part_info["local_part"]
    ret.ascii_local_part = local_part_info["ascii_local_part"]
    ret.smtputf8 = local_part_info["smtputf8"]

    # Validate the email address's domain part syntax and get a normalized form.
    domain_part_info = validate_email_domain_name(domain_part)
    ret.domain = domain_part_info["domain"]
    ret.ascii_domain = domain_part_info["ascii_domain"]

    # Construct the complete normalized form.
    ret.normalized = ret.local_part + "@" + ret.domain

    # If the email address has an ASCII form, add it.
    if not ret.smtputf8:
        ret.ascii_email = ret.ascii_local_part + "@" + ret.ascii_domain
    else:
        ret.ascii_email = None

    # Check the length of the address.
    if len(ret.normalized) > EMAIL_MAX_LENGTH:
        reason = get_length_reason(ret.normalized, limit=EMAIL_MAX_LENGTH)
        raise EmailSyntaxError(f"The email address is too long {reason}.")

    return ret
