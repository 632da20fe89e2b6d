# Copyright 2009 Google Inc.
#
# Licensed under the Apache License, Version 2.0 (the 'License')
"""Python implementation of the UA parser."""
import re


class UserAgentParser(object):
    def __init__(self, pattern, family_replacement=None, v1_replacement=None, v2_replacement=None):
        """Initialize UserAgentParser from a regex and optional replacements."""
        self.pattern = pattern
        self.user_agent_re = re.compile(self.pattern)
        self.family_replacement = family_replacement
        self.v1_replacement = v1_replacement
        self.v2_replacement = v2_replacement

    def Parse(self, user_agent_string):
        family, v1, v2, v3 = None, None, None, None
        match = self.user_agent_re.search(user_agent_string)
        if match:
            if self.family_replacement:
                if re.search(r"\$1", self.family_replacement):
                    family = re.sub(r"\$1", match.group(1), self.family_replacement)
                else:
                    family = self.family_replacement
            else:
                family = match.group(1)

            if self.v1_replacement:
                v1 = self.v1_replacement
            elif match.lastindex and match.lastindex >= 2:
                v1 = match.group(2) or None

            if self.v2_replacement:
                v2 = self.v2_replacement
            elif match.lastindex and match.lastindex >= 3:
                v2 = match.group(3) or None

            if match.lastindex and match.lastindex > 4:
                v3 = match.group(4) or None

        return family, v1, v2, v3


class OSParser(object):
    def __init__(self, pattern, os_replacement=None, os_v1_replacement=None, os_v2_replacement=None):
        self.pattern = pattern
        self.user_agent_re = re.compile(self.pattern)
        self.os_replacement = os_replacement
        self.os_v1_replacement = os_v1_replacement
        self.os_v2_replacement = os_v2_replacement

    def Parse(self, user_agent_string):
        os, os_v1, os_v2, os_v3 = None, None, None, None
        match = self.user_agent_re.search(user_agent_string)
        if match:
            os = self.os_replacement or match.group(1)
            if self.os_v1_replacement:
                os_v1 = self.os_v1_replacement
            elif match.lastindex and match.lastindex >= 2:
                os_v1 = match.group(2)
            if self.os_v2_replacement:
                os_v2 = self.os_v2_replacement
            elif match.lastindex and match.lastindex >= 3:
                os_v2 = match.group(3)
            if match.lastindex and match.lastindex >= 4:
                os_v3 = match.group(4)
        return os, os_v1, os_v2, os_v3


def ParseUserAgent(user_agent_string, **jsParseBits):
    """Parses the user-agent string for user agent (browser) info."""
    from ._regexes import USER_AGENT_PARSERS

    for uaParser in USER_AGENT_PARSERS:
        family, v1, v2, v3 = uaParser.Parse(user_agent_string)
        if family:
            break
    else:
        family = "Other"
    return {"family": family, "major": v1, "minor": v2, "patch": v3}


def ParseOS(user_agent_string, **jsParseBits):
    """Parses the user-agent string for operating system info"""
    from ._regexes import OS_PARSERS

    for osParser in OS_PARSERS:
        os, os_v1, os_v2, os_v3 = osParser.Parse(user_agent_string)
        if os:
            break
    else:
        os = "Other"
    return {"family": os, "major": os_v1, "minor": os_v2, "patch": os_v3, "patch_minor": None}


def Parse(user_agent_string, **jsParseBits):
    """Parse all the things"""
    return {"user_agent": ParseUserAgent(user_agent_string),
            "os": ParseOS(user_agent_string), "string": user_agent_string}
