# -*- coding: utf-8 -*-
# Copyright (c) 2003, Taro Ogawa.  All Rights Reserved.
# Copyright (c) 2013, Savoir-faire Linux inc.  All Rights Reserved.

from __future__ import unicode_literals


class Num2Word_Base(object):
    MAXVAL = 10 ** 15

    def __init__(self):
        self.is_title = False
        self.precision = 2
        self.exclude_title = []
        self.negword = "(-) "
        self.pointword = "(.)"
        self.errmsg_nonnum = "type(%s) not in [long, int, float]"
        self.errmsg_floatord = "Cannot treat float %s as ordinal."
        self.errmsg_negord = "Cannot treat negative num %s as ordinal."
        self.errmsg_toobig = "abs(%s) must be less than %s."
        self.setup()

    def setup(self):
        pass

    def splitnum(self, value):
        """Split value into groups of three digits, most significant first."""
        groups = []
        while value:
            value, group = divmod(value, 1000)
            groups.append(group)
        return list(reversed(groups)) or [0]

    def to_cardinal(self, value):
        try:
            assert int(value) == value
        except (ValueError, TypeError, AssertionError):
            return self.to_cardinal_float(value)

        out = ""
        if value < 0:
            value = abs(value)
            out = self.negword

        if value >= self.MAXVAL:
            raise OverflowError(self.errmsg_toobig % (value, self.MAXVAL))

        words = self.int2words(int(value))
        return self.title(out + words)

    def to_cardinal_float(self, value):
        try:
            float(value) == value
        except (ValueError, TypeError, AssertionError, AttributeError):
            raise TypeError(self.errmsg_nonnum % value)

        pre, post = ("%.*f" % (self.precision, float(value))).split(".")
        post = post.rstrip("0") or "0"
        out = [self.to_cardinal(int(pre)), self.pointword]
        out.extend(self.to_cardinal(int(digit)) for digit in post)
        return " ".join(out)

    def title(self, value):
        if self.is_title:
            out = []
            for word in value.split():
                if word in self.exclude_title:
                    out.append(word)
                else:
                    out.append(word[0].upper() + word[1:])
            value = " ".join(out)
        return value

    def verify_ordinal(self, value):
        if not value == int(value):
            raise TypeError(self.errmsg_floatord % value)
        if not abs(value) == value:
            raise TypeError(self.errmsg_negord % value)
