import re

from .exceptions_types import EmailSyntaxError

ATEXT = r'a-zA-Z0-9_!#\$%&\'\*\+\-/=\?\^`\{\|\}~'
DOT_ATOM_TEXT = re.compile('[' + ATEXT + ']+(?:\\.[' + ATEXT + r']+)*\Z')
LOCAL_PART_MAX_LENGTH = 64
DOMAIN_MAX_LENGTH = 253


def split_email(email):
    if '@' not in email:
        raise EmailSyntaxError("An email address must have an @-sign.")
    local_part, domain_part = email.rsplit('@', 1)
    return local_part, domain_part


def validate_email_local_part(local):
    if len(local) == 0:
        raise EmailSyntaxError("There must be something before the @-sign.")
    if len(local) > LOCAL_PART_MAX_LENGTH:
        reason = "({} character{} too many)".format(len(local) - LOCAL_PART_MAX_LENGTH,
                                                     "s" if len(local) - LOCAL_PART_MAX_LENGTH > 1 else "")
        raise EmailSyntaxError("The email address is too long before the @-sign {}.".format(reason))
    if not DOT_ATOM_TEXT.match(local):
        raise EmailSyntaxError("The email address contains invalid characters before the @-sign.")
    return {"local_part": local}


def validate_email_domain_name(domain):
    if len(domain) == 0:
        raise EmailSyntaxError("There must be something after the @-sign.")
    if domain.endswith("."):
        raise EmailSyntaxError("An email address cannot end with a period.")
    domain = domain.lower()
    # Convert the domain to its ASCII (IDNA) form, which also checks label lengths.
    try:
        ascii_domain = domain.encode("idna").decode("ascii")
    except UnicodeEncodeError as e:
        raise EmailSyntaxError(f"The part after the @-sign is not valid IDNA ({e}).") from e
    if len(ascii_domain) > DOMAIN_MAX_LENGTH:
        raise EmailSyntaxError("The email address is too long after the @-sign.")
    if "." not in ascii_domain:
        raise EmailSyntaxError("The part after the @-sign is not valid. It should have a period.")
    return {"domain": domain, "ascii_domain": ascii_domain}
