"""Configuration and the section placement of modules."""

from dataclasses import dataclass, field

FUTURE = "FUTURE"
STDLIB = "STDLIB"
THIRDPARTY = "THIRDPARTY"
FIRSTPARTY = "FIRSTPARTY"
LOCALFOLDER = "LOCALFOLDER"
SECTIONS = (FUTURE, STDLIB, THIRDPARTY, FIRSTPARTY, LOCALFOLDER)

STDLIB_MODULES = frozenset(
    "abc argparse asyncio base64 collections contextlib copy csv dataclasses datetime decimal email "
    "enum functools glob hashlib html http importlib inspect io itertools json logging math os "
    "pathlib pickle random re shutil socket sqlite3 string subprocess sys tempfile textwrap threading "
    "time typing unittest urllib uuid warnings xml zipfile".split()
)


@dataclass
class Config:
    known_first_party: frozenset = frozenset()
    known_third_party: frozenset = frozenset()
    default_section: str = THIRDPARTY
    force_to_top: frozenset = frozenset()
    order_by_type: bool = True
    case_sensitive: bool = False
    known: dict = field(init=False)

    def __post_init__(self):
        self.known = {FIRSTPARTY: frozenset(self.known_first_party), THIRDPARTY: frozenset(self.known_third_party)}


def place_module(name, config):
    """The section a module (or a relative import like '.views') belongs to."""
    if name == "__future__":
        return FUTURE
    if name.startswith("."):
        return LOCALFOLDER
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        prefix = ".".join(parts[:i])
        for section, known in config.known.items():
            if prefix in known:
                return section
    if name.split(".")[-1] in STDLIB_MODULES:
        return STDLIB
    return config.default_section
