class ConstructError(Exception):
    def __init__(self, message="", path=None):
        self.path = path
        super().__init__(message if path is None else "Error in path %s\n%s" % (path, message))


class StreamError(ConstructError):
    pass


class FormatFieldError(ConstructError):
    pass
