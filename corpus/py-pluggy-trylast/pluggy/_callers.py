"""
Call loop machinery
"""


def _multicall(hook_name, hook_impls, caller_kwargs, firstresult):
    """Execute a call into multiple python functions/methods and return the
    result(s).

    ``caller_kwargs`` comes from HookCaller.__call__().
    """
    results = []
    for hook_impl in reversed(hook_impls):
        try:
            args = [caller_kwargs[argname] for argname in hook_impl.argnames]
        except KeyError as e:
            raise TypeError(f"hook call must provide argument {e.args[0]!r}") from None
        res = hook_impl.function(*args)
        if res is not None:
            results.append(res)
            if firstresult:  # halt further impl calls
                break
    if firstresult:
        return results[0] if results else None
    return results
