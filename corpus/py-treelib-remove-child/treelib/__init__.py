"""treelib - Python 2/3 Tree Implementation"""

from .node import Node
from .tree import Tree
from .exceptions import DuplicatedNodeIdError, LoopError, NodeIDAbsentError
