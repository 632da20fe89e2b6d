# Copyright 2009-2022 Joshua Bronson. All rights reserved.
# SPDX-License-Identifier: MPL-2.0

"""The bidirectional mapping library for Python."""

from ._bidict import bidict
from ._dup import (DROP_NEW, DROP_OLD, ON_DUP_DEFAULT, ON_DUP_DROP_OLD, ON_DUP_RAISE,
                   RAISE, DuplicationError, KeyAndValueDuplicationError,
                   KeyDuplicationError, OnDup, ValueDuplicationError)

__version__ = '0.22.1'
