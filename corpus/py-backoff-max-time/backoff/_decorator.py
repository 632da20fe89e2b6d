import datetime
import functools
import time

from backoff._common import (
    _config_handlers, _init_wait_gen, _log_backoff, _logger, _maybe_call, _next_wait,
)
from backoff._wait_gen import full_jitter


def _call_handlers(hdlrs, **details):
    for hdlr in hdlrs:
        hdlr(details)


def on_predicate(wait_gen, predicate=lambda x: not x, *, max_tries=None, max_time=None,
                 jitter=full_jitter, on_success=None, on_backoff=None, on_giveup=None,
                 logger=_logger, **wait_gen_kwargs):
    """Returns decorator for backoff and retry triggered by predicate."""
    def decorate(target):
        return _retry(target, wait_gen, wait_gen_kwargs, None, predicate, max_tries, max_time,
                      jitter, _config_handlers(on_success),
                      _config_handlers(on_backoff, default_handler=_log_backoff, logger=logger),
                      _config_handlers(on_giveup), raise_on_giveup=False)
    return decorate


def on_exception(wait_gen, exception, *, max_tries=None, max_time=None, jitter=full_jitter,
                 on_success=None, on_backoff=None, on_giveup=None, raise_on_giveup=True,
                 logger=_logger, **wait_gen_kwargs):
    """Returns decorator for backoff and retry triggered by exception."""
    def decorate(target):
        return _retry(target, wait_gen, wait_gen_kwargs, exception, None, max_tries, max_time,
                      jitter, _config_handlers(on_success),
                      _config_handlers(on_backoff, default_handler=_log_backoff, logger=logger),
                      _config_handlers(on_giveup), raise_on_giveup)
    return decorate


def _retry(target, wait_gen, wait_gen_kwargs, exception, predicate, max_tries, max_time,
           jitter, on_success, on_backoff, on_giveup, raise_on_giveup):

    @functools.wraps(target)
    def retry(*args, **kwargs):
        max_tries_value = _maybe_call(max_tries)
        max_time_value = _maybe_call(max_time)

        tries = 0
        start = datetime.datetime.now()
        wait = _init_wait_gen(wait_gen, wait_gen_kwargs)
        while True:
            tries += 1
            elapsed = (datetime.datetime.now() - start).total_seconds()
            details = {"target": target, "args": args, "kwargs": kwargs,
                       "tries": tries, "elapsed": elapsed}

            exc = ret = None
            if exception is not None:
                try:
                    ret = target(*args, **kwargs)
                except exception as e:
                    exc = e
            else:
                ret = target(*args, **kwargs)

            if exc is None and (predicate is None or not predicate(ret)):
                _call_handlers(on_success, **details, value=ret)
                return ret

            max_tries_exceeded = (tries == max_tries_value)
            max_time_exceeded = (max_time_value is not None and elapsed >= max_time_value)
            if max_tries_exceeded or max_time_exceeded:
                _call_handlers(on_giveup, **details, value=ret, exception=exc)
                if exc is not None and raise_on_giveup:
                    raise exc
                return ret

            seconds = _next_wait(wait, exc or ret, jitter, elapsed, max_time_value)
            _call_handlers(on_backoff, **details, value=ret, exception=exc, wait=seconds)
            time.sleep(seconds)

    return retry
