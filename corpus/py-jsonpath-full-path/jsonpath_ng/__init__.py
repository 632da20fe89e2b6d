from .jsonpath import Child, DatumInContext, Fields, Index, Root  # noqa
from .parser import parse  # noqa
