# -*- coding: utf-8 -*-
from .croniter import CroniterBadCronError, croniter  # noqa

__all__ = ["croniter", "CroniterBadCronError"]
