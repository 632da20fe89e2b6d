"""
HTML parsing library based on the `WHATWG HTML specification
<https://whatwg.org/html>`_ (reduced: serializer only).
"""
from .serializer import HTMLSerializer, serialize  # noqa
