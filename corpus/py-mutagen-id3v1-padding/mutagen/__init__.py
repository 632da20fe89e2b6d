# Copyright (C) 2005  Michael Urman
# SPDX-License-Identifier: GPL-2.0-or-later

"""Mutagen aims to be an all purpose multimedia tagging library."""

version = (1, 47, 0)
version_string = ".".join(map(str, version))
