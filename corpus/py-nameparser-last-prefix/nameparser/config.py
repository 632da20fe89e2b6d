"""
The :py:mod:`nameparser.config` module manages the configuration of the
nameparser.

A module-level instance of :py:class:`~nameparser.config.Constants` is created
and used by default for all HumanName instances.
"""

TITLES = {'dr', 'mr', 'mrs', 'ms', 'miss', 'sir', 'dame', 'prof', 'rev', 'hon'}
SUFFIX_ACRONYMS = {'phd', 'md', 'esq', 'cpa', 'dds', 'mba'}
SUFFIX_NOT_ACRONYMS = {'jr', 'sr', 'ii', 'iii', 'iv', '2nd', '3rd'}
PREFIXES = {'de', 'del', 'della', 'der', 'di', 'du', 'la', 'le', 'van', 'von', 'bin', 'st'}
CONJUNCTIONS = {'&', 'and', 'et', 'e', 'of', 'the', 'und', 'y'}


class SetManager(set):
    """Easily add and remove config variables per module or instance."""

    def add(self, *strings):
        for s in strings:
            super().add(s.lower().replace('.', ''))
        return self


class Constants(object):
    def __init__(self):
        self.titles = SetManager(TITLES)
        self.suffix_acronyms = SetManager(SUFFIX_ACRONYMS)
        self.suffix_not_acronyms = SetManager(SUFFIX_NOT_ACRONYMS)
        self.prefixes = SetManager(PREFIXES)
        self.conjunctions = SetManager(CONJUNCTIONS)


CONSTANTS = Constants()
