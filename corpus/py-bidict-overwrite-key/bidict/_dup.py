# Copyright 2009-2022 Joshua Bronson. All rights reserved.
# SPDX-License-Identifier: MPL-2.0


"""Provide :class:`OnDup` and related functionality."""


from enum import Enum
from typing import NamedTuple


class OD(Enum):
    """An action to take to prevent duplication from occurring."""

    #: Raise a :class:`~bidict.DuplicationError`.
    RAISE = 'RAISE'
    #: Overwrite existing items with new items.
    DROP_OLD = 'DROP_OLD'
    #: Keep existing items and drop new items.
    DROP_NEW = 'DROP_NEW'

    def __repr__(self) -> str:
        return f'{self.__class__.__name__}.{self.name}'


RAISE = OD.RAISE
DROP_OLD = OD.DROP_OLD
DROP_NEW = OD.DROP_NEW


class OnDup(NamedTuple('_OnDup', [('key', OD), ('val', OD), ('kv', OD)])):
    r"""A 3-tuple of :class:`OD`\s specifying how to handle the 3 kinds of duplication."""

    __slots__ = ()

    def __new__(cls, key: OD = DROP_OLD, val: OD = RAISE, kv: OD = RAISE) -> 'OnDup':
        return super().__new__(cls, key, val, kv)


#: Default :class:`OnDup` used for the
#: :meth:`~bidict.bidict.__init__`,
#: :meth:`~bidict.bidict.__setitem__`, and
#: :meth:`~bidict.bidict.update` methods.
ON_DUP_DEFAULT = OnDup(key=DROP_OLD, val=RAISE, kv=RAISE)
#: An :class:`OnDup` whose members are all :obj:`RAISE`.
ON_DUP_RAISE = OnDup(key=RAISE, val=RAISE, kv=RAISE)
#: An :class:`OnDup` whose members are all :obj:`DROP_OLD`.
ON_DUP_DROP_OLD = OnDup(key=DROP_OLD, val=DROP_OLD, kv=DROP_OLD)


class DuplicationError(KeyError):
    """Base class for exceptions raised when uniqueness is violated."""


class KeyDuplicationError(DuplicationError):
    """Raised when a given key is not unique."""


class ValueDuplicationError(DuplicationError):
    """Raised when a given value is not unique."""


class KeyAndValueDuplicationError(KeyDuplicationError, ValueDuplicationError):
    """Raised when a given item's key and value are not unique."""
