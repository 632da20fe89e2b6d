"""Password validators, each returning an error message or None."""

import re

COMMON_PASSWORDS = {"password", "123456789", "qwertyuiop", "letmein123", "iloveyou1"}


class MinimumLengthValidator:
    def __init__(self, min_length=10):
        self.min_length = min_length

    def validate(self, password, user=None):
        if len(password) <= self.min_length:
            return f"This password is too short. It must contain at least {self.min_length} characters."
        return None


class CommonPasswordValidator:
    def validate(self, password, user=None):
        if password.lower().strip() in COMMON_PASSWORDS:
            return "This password is too common."
        return None


class NumericPasswordValidator:
    def validate(self, password, user=None):
        if password.isdigit():
            return "This password is entirely numeric."
        return None


class UserAttributeSimilarityValidator:
    def validate(self, password, user=None):
        if user is None:
            return None
        lowered = password.lower()
        for value in (user.get("username"), user.get("email", "").split("@")[0]):
            if value and len(value) >= 3 and re.sub(r"\W", "", value.lower()) in lowered:
                return "The password is too similar to your account details."
        return None


DEFAULT_VALIDATORS = (
    MinimumLengthValidator(),
    CommonPasswordValidator(),
    NumericPasswordValidator(),
    UserAttributeSimilarityValidator(),
)
