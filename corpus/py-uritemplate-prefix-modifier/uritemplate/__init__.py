"""uritemplate: URI templates (RFC 6570) in Python."""
from .api import expand, partial, variables
from .template import URITemplate

__version__ = '4.1.1'
__all__ = ('URITemplate', 'expand', 'partial', 'variables')
