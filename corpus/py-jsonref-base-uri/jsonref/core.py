import json
from collections.abc import Mapping, Sequence
from urllib import parse as urlparse
from urllib.parse import unquote
from urllib.request import urlopen

from jsonref.proxytypes import LazyProxy


class JsonRefError(Exception):
    def __init__(self, message, reference, uri="", cause=None):
        super(JsonRefError, self).__init__(message)
        self.message = message
        self.reference = reference
        self.uri = uri
        self.cause = self.__cause__ = cause


class JsonRef(LazyProxy):
    """
    A lazy loading proxy to the dereferenced data pointed to by a JSON
    Reference object.
    """

    def __init__(self, refobj, base_uri="", loader=None, _store=None):
        if not isinstance(refobj.get("$ref"), str):
            raise ValueError("Not a valid json reference object: %s" % refobj)
        self.__reference__ = refobj
        self.base_uri = base_uri
        self.loader = loader or jsonloader
        self.store = _store if _store is not None else {}
        super(JsonRef, self).__init__()

    @property
    def full_uri(self):
        return urlparse.urljoin(self.__reference__["$ref"], self.base_uri)

    def callback(self):
        uri, fragment = urlparse.urldefrag(self.full_uri)
        if uri not in self.store:
            try:
                base_doc = self.loader(uri)
            except Exception as e:
                self._error("%s: %s" % (e.__class__.__name__, e), cause=e)
            self.store[uri] = _replace_refs(base_doc, uri, self.loader, self.store)
        return self.resolve_pointer(self.store[uri], fragment)

    def resolve_pointer(self, document, pointer):
        """Resolve a json pointer ``pointer`` within the referenced ``document``."""
        parts = unquote(pointer.lstrip("/")).split("/") if pointer else []
        for part in parts:
            part = part.replace("~1", "/").replace("~0", "~")
            if isinstance(document, Sequence):
                # Try to turn an array index to an int
                try:
                    part = int(part)
                except ValueError:
                    pass
            try:
                document = document[part]
            except (TypeError, LookupError) as e:
                self._error("Unresolvable JSON pointer: %r" % pointer, cause=e)
        return document

    def _error(self, message, cause=None):
        raise JsonRefError(message, self.__reference__, uri=self.full_uri, cause=cause)


class JsonLoader(object):
    """Provides a callable which takes a URI, and returns the loaded JSON referred to."""

    def __call__(self, uri, **kwargs):
        with urlopen(uri) as response:
            return json.loads(response.read().decode("utf-8"), **kwargs)


jsonloader = JsonLoader()


def _replace_refs(obj, base_uri, loader, store):
    if isinstance(obj, Mapping) and isinstance(obj.get("$ref"), str):
        return JsonRef(obj, base_uri=base_uri, loader=loader, _store=store)
    if isinstance(obj, Mapping):
        return {k: _replace_refs(v, base_uri, loader, store) for k, v in obj.items()}
    if isinstance(obj, Sequence) and not isinstance(obj, str):
        return [_replace_refs(v, base_uri, loader, store) for v in obj]
    return obj


def replace_refs(obj, base_uri="", loader=jsonloader):
    """
    Returns a deep copy of `obj` with all contained JSON reference objects
    replaced with :class:`JsonRef` instances.
    """
    store = {}
    result = _replace_refs(obj, base_uri, loader, store)
    store[urlparse.urldefrag(base_uri)[0]] = result
    return result


def loads(s, base_uri="", loader=jsonloader, **kwargs):
    """Drop in replacement for :func:`json.loads`, where JSON references are proxied."""
    return replace_refs(json.loads(s, **kwargs), base_uri=base_uri, loader=loader)
