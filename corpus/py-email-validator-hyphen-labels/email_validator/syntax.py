import re
import unicodedata

from .exceptions_types import EmailSyntaxError

# Based on RFC 5322 3.2.3, these characters are permitted in email
# addresses (not taking into account internationalization) separated by dots:
ATEXT = r'a-zA-Z0-9_!#\$%&\'\*\+\-/=\?\^`\{\|\}~'
ATEXT_RE = re.compile('[.' + ATEXT + ']')  # ATEXT plus dots
DOT_ATOM_TEXT = re.compile('[' + ATEXT + ']+(?:\\.[' + ATEXT + r']+)*\Z')

# RFC 6531 section 3.3 extends the allowed characters in internationalized
# addresses to also include the Unicode code points from U+0080 to U+10FFFF.
ATEXT_INTL = ATEXT + "\u0080-\U0010FFFF"
DOT_ATOM_TEXT_INTL = re.compile('[' + ATEXT_INTL + ']+(?:\\.[' + ATEXT_INTL + r']+)*\Z')

# The domain part, after IDNA (ASCII) encoding, must also satisfy RFC 952/RFC 1123 2.1.
HOSTNAME_LABEL = r'(?:(?:[a-zA-Z0-9][a-zA-Z0-9\-]*)?[a-zA-Z0-9])'
DOT_ATOM_TEXT_HOSTNAME = re.compile(HOSTNAME_LABEL + r'(?:\.' + HOSTNAME_LABEL + r')*\Z')
DOMAIN_NAME_REGEX = re.compile(r"[A-Za-z]\Z")  # all TLDs currently end with a letter

# Length constants
LOCAL_PART_MAX_LENGTH = 64
DOMAIN_MAX_LENGTH = 255


def get_length_reason(addr, limit):
    """Helper function to return an error message related to invalid length."""
    diff = len(addr) - limit
    suffix = "s" if diff > 1 else ""
    return f"({diff} character{suffix} too many)"


def check_dot_atom(label, start_descr, end_descr, is_hostname):
    # RFC 5322 3.2.3
    if label.endswith("."):
        raise EmailSyntaxError(end_descr.format("period"))
    if label.startswith("."):
        raise EmailSyntaxError(start_descr.format("period"))
    if ".." in label:
        raise EmailSyntaxError("An email address cannot have two periods in a row.")

    if not is_hostname:
        # RFC 952
        if label.endswith("-"):
            raise EmailSyntaxError(end_descr.format("hyphen"))
        if label.startswith("-"):
            raise EmailSyntaxError(start_descr.format("hyphen"))
        if ".-" in label or "-." in label:
            raise EmailSyntaxError("An email address cannot have a period and a hyphen next to each other.")


def validate_email_local_part(local, allow_smtputf8=True, allow_empty_local=False):
    """Validates the syntax of the local part of an email address."""
    if len(local) == 0:
        if not allow_empty_local:
            raise EmailSyntaxError("There must be something before the @-sign.")
        return {"local_part": local, "ascii_local_part": local, "smtputf8": False}

    if len(local) > LOCAL_PART_MAX_LENGTH:
        reason = get_length_reason(local, limit=LOCAL_PART_MAX_LENGTH)
        raise EmailSyntaxError(f"The email address is too long before the @-sign {reason}.")

    check_dot_atom(local, 'An email address cannot start with a {}.',
                   'An email address cannot have a {} immediately before the @-sign.', is_hostname=False)

    if DOT_ATOM_TEXT.match(local):
        return {"local_part": local, "ascii_local_part": local, "smtputf8": False}

    if DOT_ATOM_TEXT_INTL.match(local):
        if not allow_smtputf8:
            raise EmailSyntaxError("Internationalized characters before the @-sign are not supported.")
        return {"local_part": unicodedata.normalize("NFC", local), "ascii_local_part": None, "smtputf8": True}

    bad_chars = sorted(set(c for c in local if not re.match('[.' + ATEXT_INTL + ']', c)))
    raise EmailSyntaxError("The email address contains invalid characters before the @-sign: "
                           + ", ".join(repr(c) for c in bad_chars) + ".")


def validate_email_domain_name(domain):
    """Validates the syntax of the domain part of an email address."""
    if len(domain) == 0:
        raise EmailSyntaxError("There must be something after the @-sign.")

    check_dot_atom(domain, 'An email address cannot have a {} immediately after the @-sign.',
                   'An email address cannot end with a {}.', is_hostname=True)

    try:
        ascii_domain = domain.encode("idna").decode("ascii").lower()
    except UnicodeError:
        raise EmailSyntaxError("The part after the @-sign contains invalid characters.")
    if len(ascii_domain) > DOMAIN_MAX_LENGTH:
        reason = get_length_reason(ascii_domain, limit=DOMAIN_MAX_LENGTH)
        raise EmailSyntaxError(f"The email address is too long after the @-sign {reason}.")
    if not DOT_ATOM_TEXT_HOSTNAME.match(ascii_domain):
        raise EmailSyntaxError("The part after the @-sign is not valid.")
    if "." not in ascii_domain or not DOMAIN_NAME_REGEX.search(ascii_domain):
        raise EmailSyntaxError("The part after the @-sign is not valid. It is not within a valid top-level domain.")

    return {"ascii_domain": ascii_domain, "domain": ascii_domain.encode("ascii").decode("idna")}
