from glom.core import (Coalesce, GlomError, Path, PathAccessError,  # noqa: F401
                       SKIP, glom)
