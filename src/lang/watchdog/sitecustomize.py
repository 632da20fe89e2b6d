# bugbash's hang watchdog for Python, put on PYTHONPATH by bugbash runs only: at the deadline,
# every thread's stack is written to stderr and the process exits (faulthandler).
import os
import sys


def _bugbash_watchdog():
    try:
        seconds = float(os.environ.get("BUGBASH_HANG_SECONDS", "0"))
    except ValueError:
        seconds = 0
    if seconds > 0:
        import faulthandler

        sys.stderr.flush()
        faulthandler.dump_traceback_later(seconds, exit=True)


def _bugbash_chain():
    # The project's (or the distribution's) own sitecustomize still runs.
    import importlib

    here = os.path.dirname(os.path.abspath(__file__))
    saved = list(sys.path)
    mine = sys.modules.pop("sitecustomize", None)
    try:
        sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
        importlib.import_module("sitecustomize")
    except ImportError:
        pass
    finally:
        sys.path[:] = saved
        if mine is not None:
            sys.modules["sitecustomize"] = mine


_bugbash_watchdog()
_bugbash_chain()
