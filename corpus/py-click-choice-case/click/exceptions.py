class ClickException(Exception):
    """An exception that Click can handle and show to the user."""

    exit_code = 1

    def __init__(self, message):
        super().__init__(message)
        self.message = message

    def format_message(self):
        return self.message


class UsageError(ClickException):
    exit_code = 2

    def __init__(self, message, ctx=None):
        super().__init__(message)
        self.ctx = ctx


class BadParameter(UsageError):
    """An exception that formats out a standardized error message for a
    bad parameter.
    """

    def __init__(self, message, ctx=None, param=None, param_hint=None):
        super().__init__(message, ctx)
        self.param = param
        self.param_hint = param_hint

    def format_message(self):
        if self.param_hint is not None:
            param_hint = self.param_hint
        elif self.param is not None:
            param_hint = f"'{self.param}'"
        else:
            return f"Invalid value: {self.message}"
        return f"Invalid value for {param_hint}: {self.message}"
