# SPDX-License-Identifier: MIT
import re

_alnum_re = re.compile(r"[^\w]|_", re.UNICODE)


def default_process(sentence: str) -> str:
    """
    This function preprocesses a string by:

    * removing all non alphanumeric characters

    * trimming whitespaces

    * converting all characters to lower case
    """
    return _alnum_re.sub(" ", sentence).strip().lower()
