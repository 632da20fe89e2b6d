"""dnspython DNS toolkit"""

__all__ = ['exception', 'name']
