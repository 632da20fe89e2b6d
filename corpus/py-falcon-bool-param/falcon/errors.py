"""HTTP error classes and other Falcon-specific errors."""


class HTTPBadRequest(Exception):
    """400 Bad Request."""

    def __init__(self, title=None, description=None):
        super().__init__(title, description)
        self.title = title
        self.description = description


class HTTPInvalidParam(HTTPBadRequest):
    """400 Bad Request: a parameter in the request is invalid."""

    def __init__(self, msg, param_name):
        description = 'The "{0}" parameter is invalid. {1}'.format(param_name, msg)
        super().__init__('Invalid parameter', description)


class HTTPMissingParam(HTTPBadRequest):
    """400 Bad Request: a parameter is missing from the request."""

    def __init__(self, param_name):
        description = 'The "{0}" parameter is required.'.format(param_name)
        super().__init__('Missing parameter', description)
