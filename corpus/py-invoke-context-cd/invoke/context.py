import os
from contextlib import contextmanager
from typing import Any, Generator, List, Optional, Union

from .config import Config


class Context:
    """
    Context-aware API wrapper & state-passing object.
    """

    def __init__(self, config: Optional[Config] = None) -> None:
        self.config = config if config is not None else Config()
        #: A list of commands to run (via "&&") before the main argument to any
        #: `run` or `sudo` calls.
        self.command_prefixes: List[str] = list()
        #: A list of directories to 'cd' into before running commands with
        #: `run` or `sudo`; intended for management via `cd`.
        self.command_cwds: List[str] = list()

    def run(self, command: str, **kwargs: Any) -> Any:
        """Execute a local shell command, honoring config options."""
        runner = self.config.runners.local(self)
        return self._run(runner, command, **kwargs)

    def _run(self, runner: Any, command: str, **kwargs: Any) -> Any:
        command = self._prefix_commands(command)
        return runner.run(command, **kwargs)

    def _prefix_commands(self, command: str) -> str:
        """Prefixes ``command`` with all prefixes found in ``command_prefixes``."""
        prefixes = list(self.command_prefixes)
        current_directory = self.cwd
        if current_directory:
            prefixes.insert(0, "cd {}".format(current_directory))

        return " && ".join(prefixes + [command])

    @contextmanager
    def prefix(self, command: str) -> Generator[None, None, None]:
        """Prefix all nested `run`/`sudo` commands with given command plus ``&&``."""
        self.command_prefixes.append(command)
        try:
            yield
        finally:
            self.command_prefixes.pop()

    @property
    def cwd(self) -> str:
        """The current working directory, accounting for uses of `cd`."""
        if not self.command_cwds:
            return ""

        # get the index for the subset of paths starting with the last / or ~
        for i, path in reversed(list(enumerate(self.command_cwds))):
            if path.startswith("/"):
                break

        # TODO: see if there's a stronger "escape this path" function somewhere
        # we can reuse. e.g., escaping tildes or slashes in filenames.
        paths = [path.replace(" ", r"\ ") for path in self.command_cwds[i:]]
        return str(os.path.join(*paths))

    @contextmanager
    def cd(self, path: Union[os.PathLike, str]) -> Generator[None, None, None]:
        """Context manager that keeps directory state when executing commands."""
        path = str(path)
        self.command_cwds.append(path)
        try:
            yield
        finally:
            self.command_cwds.pop()
