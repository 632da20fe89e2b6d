import copy
from typing import Any, Dict, Optional


class Local:
    """Stand-in for `invoke.runners.Local`; records what it was asked to run."""

    def __init__(self, context: "Any") -> None:
        self.context = context

    def run(self, command: str, **kwargs: Any) -> "Result":
        return Result(command=command, **kwargs)


class Result:
    def __init__(self, command: str = "", stdout: str = "", exited: int = 0, **kwargs: Any) -> None:
        self.command = command
        self.stdout = stdout
        self.exited = exited

    @property
    def ok(self) -> bool:
        return self.exited == 0


class DataProxy:
    """Helper class implementing nested dict+attr access for `.Config`."""

    def __init__(self, data: Dict[str, Any]) -> None:
        object.__setattr__(self, "_config", data)

    def __getattr__(self, key: str) -> Any:
        try:
            value = self._config[key]
        except KeyError:
            raise AttributeError(key)
        return DataProxy(value) if isinstance(value, dict) else value

    def __getitem__(self, key: str) -> Any:
        return self.__getattr__(key)


class Config(DataProxy):
    @staticmethod
    def global_defaults() -> Dict[str, Any]:
        return {
            "run": {"echo": False, "warn": False, "pty": False},
            "runners": {"local": Local},
        }

    def __init__(self, overrides: Optional[Dict[str, Any]] = None) -> None:
        data = copy.deepcopy(self.global_defaults())
        for key, value in (overrides or {}).items():
            data.setdefault(key, {}).update(value)
        super().__init__(data)
