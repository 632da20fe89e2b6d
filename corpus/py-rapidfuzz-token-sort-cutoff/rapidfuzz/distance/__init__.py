from . import Indel  # noqa
