import io
import logging
import os
from collections import OrderedDict
from typing import IO, Dict, Iterator, Optional, Tuple, Union

from .parser import parse_stream

logger = logging.getLogger(__name__)

StrPath = Union[str, 'os.PathLike[str]']


class DotEnv:
    def __init__(self, dotenv_path: Optional[StrPath], stream: Optional[IO[str]] = None,
                 verbose: bool = False, encoding: Optional[str] = None,
                 override: bool = True) -> None:
        self.dotenv_path = dotenv_path
        self.stream = stream
        self._dict: Optional[Dict[str, Optional[str]]] = None
        self.verbose = verbose
        self.encoding = encoding
        self.override = override

    def _get_stream(self) -> IO[str]:
        if self.dotenv_path and os.path.isfile(self.dotenv_path):
            return open(self.dotenv_path, encoding=self.encoding)
        return self.stream if self.stream is not None else io.StringIO('')

    def dict(self) -> Dict[str, Optional[str]]:
        """Return dotenv as dict"""
        if self._dict:
            return self._dict
        self._dict = OrderedDict(self.parse())
        return self._dict

    def parse(self) -> Iterator[Tuple[str, Optional[str]]]:
        with self._get_stream() as stream:
            for mapping in parse_stream(stream):
                if mapping.error:
                    logger.warning("Python-dotenv could not parse statement: %r", mapping.original)
                if mapping.key is not None:
                    yield mapping.key, mapping.value

    def set_as_environment_variables(self) -> bool:
        """Load the current dotenv as system environment variable."""
        if not self.dict():
            return True

        for k, v in self.dict().items():
            if k in os.environ and not self.override:
                continue
            if v is not None:
                os.environ[k] = v

        return True

    def get(self, key: str) -> Optional[str]:
        data = self.dict()
        if key in data:
            return data[key]
        if self.verbose:
            logger.warning("Key %s not found in %s.", key, self.dotenv_path)
        return None


def get_key(dotenv_path: StrPath, key_to_get: str, encoding: Optional[str] = "utf-8") -> Optional[str]:
    """Get the value of a given key from the given .env."""
    return DotEnv(dotenv_path, verbose=True, encoding=encoding).get(key_to_get)


def load_dotenv(dotenv_path: Optional[StrPath] = None, stream: Optional[IO[str]] = None,
                verbose: bool = False, override: bool = False,
                encoding: Optional[str] = "utf-8") -> bool:
    """Parse a .env file and then load all the variables found as environment variables.

    Returns True if at least one environment variable is set else False.
    """
    dotenv = DotEnv(dotenv_path=dotenv_path, stream=stream, verbose=verbose,
                    override=override, encoding=encoding)
    return dotenv.set_as_environment_variables()


def dotenv_values(dotenv_path: Optional[StrPath] = None, stream: Optional[IO[str]] = None,
                  verbose: bool = False, encoding: Optional[str] = "utf-8") -> Dict[str, Optional[str]]:
    """Parse a .env file and return its content as a dict."""
    return DotEnv(dotenv_path=dotenv_path, stream=stream, verbose=verbose,
                  override=True, encoding=encoding).dict()
