from .toposort import toposort, toposort_flatten
from .errors import CircularDependencyError

__all__ = ['toposort', 'toposort_flatten', 'CircularDependencyError']
__version__ = '1.10'
