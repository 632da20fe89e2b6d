class TemplateError(Exception):
    """Baseclass for all template errors."""

    def __init__(self, message=None):
        super().__init__(message)

    @property
    def message(self):
        return self.args[0] if self.args else None


class TemplateRuntimeError(TemplateError):
    """A generic runtime error in the template engine."""


class FilterArgumentError(TemplateRuntimeError):
    """This error is raised if a filter was called with inappropriate
    arguments
    """
