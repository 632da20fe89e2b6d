# bugbash's value probe for Python, put on PYTHONPATH (as sitecustomize) by bugbash's `why` step
# only, in an isolated copy of the workspace: a sys.settrace tracer records, for a few lines, the
# values of the names on the line before it runs, what it wrote, returned or decided after, and
# the test that was running. One JSON object per execution goes to $BUGBASH_WHY_OUT.
import json
import os
import sys


def _bugbash_probe():
    spec_path = os.environ.get("BUGBASH_WHY_SPEC")
    if not spec_path:
        return
    try:
        with open(spec_path, encoding="utf-8") as f:
            spec = json.load(f)
    except (OSError, ValueError):
        return
    import reprlib
    import threading
    import types

    root = os.path.realpath(spec["root"])
    per_test = int(spec.get("per_test", 3))
    per_line = int(spec.get("per_line", 12))
    out_path = spec["out"]
    rep = reprlib.Repr()
    rep.maxstring = rep.maxother = int(spec.get("width", 80))
    rep.maxlist = rep.maxtuple = rep.maxset = rep.maxdict = 8
    rep.maxlevel = 3
    width = int(spec.get("width", 80))

    # absolute file -> {line: target}
    files = {}
    for t in spec["lines"]:
        files.setdefault(os.path.join(root, t["file"]), {})[t["line"]] = t
    counts = {}
    pending = {}
    lock = threading.Lock()
    out = open(out_path, "a", encoding="utf-8")

    def show(v):
        try:
            s = rep.repr(v)
        except Exception as e:  # noqa: BLE001 - a value's repr may raise anything
            s = "<repr failed: %s>" % type(e).__name__
        if len(s) > width:
            s = s[: width - 1] + "\u2026"
        return s

    def skip(v):
        return isinstance(v, (types.ModuleType, type, types.FunctionType,
                              types.BuiltinFunctionType, types.MethodType))

    def lookup(frame, name):
        if name in frame.f_locals:
            return True, frame.f_locals[name]
        if name in frame.f_globals:
            return True, frame.f_globals[name]
        return False, None

    def test_of(frame):
        f = frame
        while f is not None:
            name = f.f_code.co_name
            if name.startswith("test"):
                me = f.f_locals.get("self")
                mod = f.f_globals.get("__name__", "?")
                if me is not None:
                    return "%s.%s.%s" % (type(me).__module__, type(me).__qualname__, name)
                return "%s.%s" % (mod, name)
            f = f.f_back
        return None

    def emit(rec):
        with lock:
            out.write(json.dumps(rec) + "\n")
            out.flush()

    def finish(frame, event, arg):
        rec, target = pending.pop(id(frame))
        after = []
        for name in target.get("writes", []):
            ok, v = lookup(frame, name)
            if ok and not skip(v):
                after.append([name, show(v)])
        if event == "return" and target.get("returns"):
            after.append(["return", show(arg)])
        body = target.get("body")
        if body and event == "line":
            after.append(["condition", "True" if body[0] <= frame.f_lineno <= body[1] else "False"])
        rec["after"] = after
        emit(rec)

    def local(frame, event, arg):
        key = id(frame)
        if key in pending and event in ("line", "return"):
            finish(frame, event, arg)
        if event == "line":
            targets = files.get(resolved.get(frame.f_code.co_filename))
            target = targets.get(frame.f_lineno) if targets else None
            if target is not None:
                test = test_of(frame)
                k = (target["file"], target["line"])
                kt = k + (test,)
                if counts.get(k, 0) < per_line and counts.get(kt, 0) < per_test:
                    counts[k] = counts.get(k, 0) + 1
                    counts[kt] = counts.get(kt, 0) + 1
                    before = []
                    for name in target.get("reads", []):
                        ok, v = lookup(frame, name)
                        if ok and not skip(v):
                            before.append([name, show(v)])
                    rec = {"file": target["file"], "line": target["line"], "test": test,
                           "before": before}
                    pending[key] = (rec, target)
        return local

    resolved = {}

    def glob(frame, event, arg):
        name = frame.f_code.co_filename
        key = resolved.get(name)
        if key is None:
            key = os.path.realpath(name) if not name.startswith("<") else name
            resolved[name] = key
        if key in files:
            return local
        return None

    # Resolve symlinked roots the same way the interpreter reports code files.
    files = {os.path.realpath(p): t for p, t in files.items()}
    sys.settrace(glob)
    threading.settrace(glob)


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


_bugbash_chain()
_bugbash_probe()
