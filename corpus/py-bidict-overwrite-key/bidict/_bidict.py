# Copyright 2009-2022 Joshua Bronson. All rights reserved.
# SPDX-License-Identifier: MPL-2.0


"""Provide :class:`bidict`."""
from collections.abc import MutableMapping

from ._dup import (DROP_NEW, RAISE, ON_DUP_DEFAULT, ON_DUP_DROP_OLD, ON_DUP_RAISE,
                   KeyAndValueDuplicationError, KeyDuplicationError, ValueDuplicationError)

_NONE = object()


class bidict(MutableMapping):
    """Mutable bidirectional map type."""

    on_dup = ON_DUP_DEFAULT

    def __init__(self, *args, **kw):
        self._fwdm, self._invm, self._inv = {}, {}, None
        for key, val in dict(*args, **kw).items():
            self._put(key, val, self.on_dup)

    @property
    def inverse(self):
        """The inverse of this bidirectional mapping instance."""
        if self._inv is None:
            inv = object.__new__(self.__class__)
            inv._fwdm, inv._invm, inv._inv = self._invm, self._fwdm, self
            self._inv = inv
        return self._inv
    inv = inverse

    def _dedup(self, key, val, on_dup):
        """Check *key* and *val* for any duplication in self.

        Return (oldkey, oldval) if the write should go ahead, else None.
        """
        oldval = self._fwdm.get(key, _NONE)
        oldkey = self._invm.get(val, _NONE)
        isdupkey, isdupval = oldval is not _NONE, oldkey is not _NONE
        if isdupkey and isdupval:
            if key == oldkey and val == oldval:
                return None  # (key, val) duplicates an existing item: no-op.
            if on_dup.kv is RAISE:
                raise KeyAndValueDuplicationError(key, val)
            if on_dup.kv is DROP_NEW:
                return None
        elif isdupkey:
            if on_dup.key is RAISE:
                raise KeyDuplicationError(key)
            if on_dup.key is DROP_NEW:
                return None
        elif isdupval:
            if on_dup.val is RAISE:
                raise ValueDuplicationError(val)
            if on_dup.val is DROP_NEW:
                return None
        return oldkey, oldval

    def _write(self, newkey, newval, oldkey, oldval):
        fwdm, invm = self._fwdm, self._invm
        fwdm[newkey] = newval
        invm[newval] = newkey
        if oldval is not _NONE:  # the key was already mapped: forget its old value
            del invm[oldkey]
        if oldkey is not _NONE:  # the value was already mapped: forget its old key
            del fwdm[oldkey]

    def _put(self, key, val, on_dup):
        dedup_result = self._dedup(key, val, on_dup)
        if dedup_result is not None:
            self._write(key, val, *dedup_result)

    def put(self, key, val, on_dup=ON_DUP_RAISE):
        """Associate *key* with *val*, raising on any duplication by default."""
        self._put(key, val, on_dup)

    def forceput(self, key, val):
        """Associate *key* with *val* unconditionally, dropping old items."""
        self._put(key, val, ON_DUP_DROP_OLD)

    def __setitem__(self, key, val):
        self._put(key, val, self.on_dup)

    def __delitem__(self, key):
        val = self._fwdm.pop(key)
        del self._invm[val]

    def __getitem__(self, key):
        return self._fwdm[key]

    def __iter__(self):
        return iter(self._fwdm)

    def __len__(self):
        return len(self._fwdm)

    def __repr__(self):
        return f'{self.__class__.__name__}({self._fwdm!r})'
