# coding:utf-8
"""
Function decoration for backoff and retry
"""
from backoff._decorator import on_exception, on_predicate
from backoff._wait_gen import constant, expo, full_jitter

__all__ = ['on_predicate', 'on_exception', 'constant', 'expo', 'full_jitter']

__version__ = "2.2.1"
