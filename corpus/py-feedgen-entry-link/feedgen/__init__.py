# -*- coding: utf-8 -*-
"""
    feedgen
    ~~~~~~~

    Lets you generate Atom and RSS feeds (reduced: entries only).
"""
