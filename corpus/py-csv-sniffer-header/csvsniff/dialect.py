import csv


class Error(csv.Error):
    pass


def make_dialect(delimiter, quotechar='"', doublequote=True, skipinitialspace=False):
    """Return a csv.Dialect subclass for the sniffed parameters."""
    class dialect(csv.Dialect):
        _name = "sniffed"
        lineterminator = '\r\n'
        quoting = csv.QUOTE_MINIMAL
    dialect.delimiter = delimiter
    dialect.quotechar = quotechar
    dialect.doublequote = doublequote
    dialect.skipinitialspace = skipinitialspace
    return dialect
