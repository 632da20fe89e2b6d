"""Python phone number parsing and formatting library (reduced)."""
from .phonenumber import PhoneMetadata


class ValidationResult(object):
    """Possible outcomes when testing if a PhoneNumber is a possible number."""
    IS_POSSIBLE = 0
    IS_POSSIBLE_LOCAL_ONLY = 4
    INVALID_COUNTRY_CODE = 1
    TOO_SHORT = 2
    INVALID_LENGTH = 5
    TOO_LONG = 3


def national_significant_number(numobj):
    """Gets the national significant number of a phone number."""
    return str(numobj.national_number)


def _test_number_length(national_number, metadata):
    """Helper method to check a number against possible lengths for this number,
    and determine whether it matches, or is too short or too long."""
    desc_for_type = metadata.general_desc
    possible_lengths = desc_for_type.possible_length
    local_lengths = desc_for_type.possible_length_local_only
    actual_length = len(national_number)
    if actual_length in local_lengths:
        return ValidationResult.IS_POSSIBLE_LOCAL_ONLY
    minimum_length = possible_lengths[0]
    if minimum_length == actual_length:
        return ValidationResult.IS_POSSIBLE
    elif minimum_length > actual_length:
        return ValidationResult.TOO_SHORT
    elif possible_lengths[0] < actual_length:
        return ValidationResult.TOO_LONG
    # We skip the first element; we've already checked it.
    if actual_length in possible_lengths[1:]:
        return ValidationResult.IS_POSSIBLE
    else:
        return ValidationResult.INVALID_LENGTH


def is_possible_number_with_reason(numobj):
    """Check whether a phone number is a possible number, returning the reason if not.

    This only checks the number's length against the lengths known for its
    country calling code; it does not check the number's leading digits.
    """
    national_number = national_significant_number(numobj)
    country_code = numobj.country_code
    metadata = PhoneMetadata.metadata_for_country_code(country_code)
    if metadata is None:
        return ValidationResult.INVALID_COUNTRY_CODE
    return _test_number_length(national_number, metadata)


def is_possible_number(numobj):
    """Convenience wrapper around is_possible_number_with_reason."""
    result = is_possible_number_with_reason(numobj)
    return (result == ValidationResult.IS_POSSIBLE or
            result == ValidationResult.IS_POSSIBLE_LOCAL_ONLY)
