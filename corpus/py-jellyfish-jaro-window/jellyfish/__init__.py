from ._jellyfish import (  # noqa
    levenshtein_distance,
    hamming_distance,
)
from ._jaro import jaro_similarity, jaro_winkler_similarity  # noqa
from ._phonetic import soundex  # noqa
