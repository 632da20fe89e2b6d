from webob.byterange import ContentRange, Range

__all__ = ["Range", "ContentRange"]
