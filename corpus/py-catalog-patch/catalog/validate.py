"""Validators for the fields a PATCH request may change; each returns the clean value."""


class InvalidField(ValueError):
    def __init__(self, name, message):
        super().__init__(f"{name}: {message}")
        self.field = name


def name(value):
    value = str(value).strip()
    if not 1 <= len(value) <= 120:
        raise InvalidField("name", "must be 1 to 120 characters")
    return value


def non_negative_int(field_name):
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InvalidField(field_name, "must be a whole number >= 0")
        return value
    return check


def boolean(value):
    if not isinstance(value, bool):
        raise InvalidField("active", "must be true or false")
    return value


def tags(value):
    return sorted({str(t).strip().lower() for t in value if str(t).strip()})


VALIDATORS = {
    "name": name,
    "price_cents": non_negative_int("price_cents"),
    "stock": non_negative_int("stock"),
    "active": boolean,
    "tags": tags,
}
