"""Distributed Task Queue."""

from celery.schedules import crontab, crontab_parser

__all__ = ("crontab", "crontab_parser")
