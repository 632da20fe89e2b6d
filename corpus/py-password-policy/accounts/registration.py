"""Sign-up handling."""

from .validators import DEFAULT_VALIDATORS


class RegistrationError(Exception):
    def __init__(self, errors):
        super().__init__("; ".join(errors))
        self.errors = errors


def password_errors(password, user=None, validators=DEFAULT_VALIDATORS):
    errors = []
    for validator in validators:
        message = validator.validate(password, user)
        if message:
            errors.append(message)
    return errors


def register(users, username, email, password):
    """Create the account or raise RegistrationError listing every problem."""
    user = {"username": username, "email": email}
    errors = []
    if username.lower() in users:
        errors.append("A user with that username already exists.")
    errors.extend(password_errors(password, user))
    if errors:
        raise RegistrationError(errors)
    users[username.lower()] = user
    return user
