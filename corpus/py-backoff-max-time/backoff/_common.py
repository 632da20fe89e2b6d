import functools
import logging


# Use module-specific logger with a default null handler.
_logger = logging.getLogger('backoff')
_logger.addHandler(logging.NullHandler())  # pragma: no cover


# Evaluate arg that can be either a fixed value or a callable.
def _maybe_call(f, *args, **kwargs):
    if callable(f):
        try:
            return f(*args, **kwargs)
        except TypeError:
            return f
    return f


def _init_wait_gen(wait_gen, wait_gen_kwargs):
    kwargs = {k: _maybe_call(v) for k, v in wait_gen_kwargs.items()}
    initialized = wait_gen(**kwargs)
    initialized.send(None)  # Initialize with an empty send
    return initialized


def _next_wait(wait, send_value, jitter, elapsed, max_time):
    value = wait.send(send_value)
    if jitter is not None:
        seconds = jitter(value)
    else:
        seconds = value

    # don't sleep longer than remaining allotted max_time
    if max_time is not None:
        seconds = max(seconds, max_time - elapsed)

    return seconds


# Configure handler list with user specified handler and optionally
# with a default handler bound to the specified logger.
def _config_handlers(user_handlers, *, default_handler=None, logger=None):
    handlers = []
    if logger is not None:
        # user set logger to None to disable logging
        if default_handler is not None:
            handlers.append(functools.partial(default_handler, logger=logger))

    if user_handlers is None:
        return handlers

    # user specified handlers can either be an iterable of handlers
    # or a single handler. either way append them to the list.
    if hasattr(user_handlers, '__iter__'):
        # add all handlers in the iterable
        handlers += list(user_handlers)
    else:
        # append a single handler
        handlers.append(user_handlers)

    return handlers


# Default backoff handler
def _log_backoff(details, logger):
    msg = "Backing off %s(...) for %.1fs (%r)"
    exc = details.get('exception')
    logger.info(msg, details['target'].__name__, details['wait'],
                exc if exc is not None else details['value'])
