from .phonenumber import PhoneNumber  # noqa
from .phonenumberutil import (  # noqa
    ValidationResult,
    is_possible_number,
    is_possible_number_with_reason,
)
