from glom.core import Coalesce, GlomError, Path, PathAccessError, glom  # noqa: F401
