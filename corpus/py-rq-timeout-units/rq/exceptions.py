class NoSuchJobError(Exception):
    pass


class TimeoutFormatError(Exception):
    pass
