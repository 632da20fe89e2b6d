"""Validators: each takes a raw value and returns the coerced value or raises."""


def str_validator(value):
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray)):
        return value.decode()
    raise TypeError("str type expected")


def int_validator(value):
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise TypeError("value is not a valid integer")
    return int(value)  # "abc" -> ValueError


def float_validator(value):
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise TypeError("value is not a valid float")
    return float(value)


def bool_validator(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("1", "true", "yes", "on"):
        return True
    if isinstance(value, str) and value.lower() in ("0", "false", "no", "off"):
        return False
    raise TypeError("value could not be parsed to a boolean")


class constr:
    """A constrained string type: constr(min_length=3, strip_whitespace=True)."""

    def __init__(self, min_length=0, max_length=None, strip_whitespace=False):
        self.min_length, self.max_length = min_length, max_length
        self.strip_whitespace = strip_whitespace

    def __call__(self, value):
        value = str_validator(value)
        if self.strip_whitespace:
            value = value.strip()
        assert len(value) >= self.min_length, f"ensure this value has at least {self.min_length} characters"
        if self.max_length is not None:
            assert len(value) <= self.max_length, f"ensure this value has at most {self.max_length} characters"
        return value


VALIDATORS = {str: str_validator, int: int_validator, float: float_validator, bool: bool_validator}
