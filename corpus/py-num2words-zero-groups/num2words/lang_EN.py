# -*- coding: utf-8 -*-
# Copyright (c) 2003, Taro Ogawa.  All Rights Reserved.
# Copyright (c) 2013, Savoir-faire Linux inc.  All Rights Reserved.

from __future__ import division, print_function, unicode_literals

from .base import Num2Word_Base


class Num2Word_EN(Num2Word_Base):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen",
            "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty",
            "seventy", "eighty", "ninety"]
    scales = ["", "thousand", "million", "billion", "trillion"]
    ords = {"one": "first",
            "two": "second",
            "three": "third",
            "five": "fifth",
            "eight": "eighth",
            "nine": "ninth",
            "twelve": "twelfth"}

    def setup(self):
        super(Num2Word_EN, self).setup()
        self.negword = "minus "
        self.pointword = "point"
        self.exclude_title = ["and", "point", "minus"]

    def hundreds(self, value):
        hundreds, rest = divmod(value, 100)
        words = []
        if hundreds:
            words.append("%s hundred" % self.ones[hundreds])
        if rest:
            if rest < 20:
                words.append(self.ones[rest])
            else:
                tens, units = divmod(rest, 10)
                word = self.tens[tens]
                if units:
                    word = "%s-%s" % (word, self.ones[units])
                words.append(word)
        return " and ".join(words)

    def int2words(self, value):
        if value == 0:
            return self.ones[0]
        groups = self.splitnum(value)
        parts = []
        for i, group in enumerate(groups):
            scale = self.scales[len(groups) - i - 1]
            words = self.hundreds(group)
            if scale:
                words = "%s %s" % (words, scale)
            parts.append(words)
        if len(parts) > 1 and 0 < groups[-1] < 100:
            return "%s and %s" % (", ".join(parts[:-1]), parts[-1])
        return ", ".join(parts)

    def to_ordinal(self, value):
        self.verify_ordinal(value)
        outwords = self.to_cardinal(value).split(" ")
        lastwords = outwords[-1].split("-")
        lastword = lastwords[-1].lower()
        try:
            lastword = self.ords[lastword]
        except KeyError:
            if lastword[-1] == "y":
                lastword = lastword[:-1] + "ie"
            lastword += "th"
        lastwords[-1] = self.title(lastword)
        outwords[-1] = "-".join(lastwords)
        return " ".join(outwords)

    def to_ordinal_num(self, value):
        self.verify_ordinal(value)
        return "%s%s" % (value, self.to_ordinal(value)[-2:])
