"""Common methods for parsing."""
import enum
import typing as T

PARAM_KEYWORDS = {"param", "parameter", "arg", "argument", "attribute", "key", "keyword"}
RAISES_KEYWORDS = {"raises", "raise", "except", "exception"}
RETURNS_KEYWORDS = {"return", "returns"}
YIELDS_KEYWORDS = {"yield", "yields"}


class ParseError(RuntimeError):
    """Base class for all parsing related errors."""


class DocstringStyle(enum.Enum):
    """Docstring style."""
    REST = 1
    AUTO = 255


class DocstringMeta:
    """Docstring meta information: lines like ``:param arg: description``."""

    def __init__(self, args: T.List[str], description: T.Optional[str]) -> None:
        self.args = args
        self.description = description


class DocstringParam(DocstringMeta):
    """DocstringMeta symbolizing :param metadata."""

    def __init__(self, args, description, arg_name, type_name, is_optional, default):
        super().__init__(args, description)
        self.arg_name = arg_name
        self.type_name = type_name
        self.is_optional = is_optional
        self.default = default


class DocstringReturns(DocstringMeta):
    """DocstringMeta symbolizing :returns or :yields metadata."""

    def __init__(self, args, description, type_name, is_generator, return_name=None):
        super().__init__(args, description)
        self.type_name = type_name
        self.is_generator = is_generator
        self.return_name = return_name


class DocstringRaises(DocstringMeta):
    """DocstringMeta symbolizing :raises metadata."""

    def __init__(self, args, description, type_name):
        super().__init__(args, description)
        self.type_name = type_name


class Docstring:
    """Docstring object representation."""

    def __init__(self, style: T.Optional[DocstringStyle] = None) -> None:
        self.short_description = None
        self.long_description = None
        self.blank_after_short_description = False
        self.meta: T.List[DocstringMeta] = []
        self.style = style

    @property
    def params(self) -> T.List[DocstringParam]:
        """Return a list of information on function params."""
        return [item for item in self.meta if isinstance(item, DocstringParam)]

    @property
    def raises(self) -> T.List[DocstringRaises]:
        """Return a list of information on the exceptions that the function may raise."""
        return [item for item in self.meta if isinstance(item, DocstringRaises)]

    @property
    def returns(self) -> T.Optional[DocstringReturns]:
        """Return a single information on function return."""
        for item in self.meta:
            if isinstance(item, DocstringReturns):
                return item
        return None
