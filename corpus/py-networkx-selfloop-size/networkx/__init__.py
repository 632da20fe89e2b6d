from .classes.function import density, nodes_with_selfloops, number_of_selfloops
from .classes.graph import Graph

__all__ = ["Graph", "density", "nodes_with_selfloops", "number_of_selfloops"]
