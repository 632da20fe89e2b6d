class NodeIDAbsentError(Exception):
    """Exception throwed if a node's identifier is unknown"""


class DuplicatedNodeIdError(Exception):
    """Exception throwed if an identifier already exists in a tree."""


class LoopError(Exception):
    """Exception thrown if trying to move a node below its own successor."""
