import unittest

from mako import util
from mako.runtime import Context, _include_file


def render_names(names):
    def callable_(context):
        context.write(",".join("%s=%s" % (n, context.get(n, "UNDEFINED")) for n in names))
    return callable_


class ContextTest(unittest.TestCase):
    def setUp(self):
        self.buf = util.FastEncodingBuffer()

    def test_getitem_and_builtins(self):
        ctx = Context(self.buf, x=5)
        self.assertEqual(ctx["x"], 5)
        self.assertIs(ctx["len"], len)
        self.assertEqual(ctx.get("y", 7), 7)
        self.assertEqual(ctx.kwargs, {"x": 5})

    def test_locals_does_not_touch_parent(self):
        ctx = Context(self.buf, x=5)
        local = ctx._locals({"x": 6, "y": 1})
        self.assertEqual((local["x"], local["y"]), (6, 1))
        self.assertEqual(ctx["x"], 5)
        self.assertIs(ctx._locals({}), ctx)

    def test_write_goes_to_buffer(self):
        ctx = Context(util.FastEncodingBuffer(encoding="utf-8"))
        ctx.write("h\u00e9")
        self.assertEqual(ctx._buffer_stack[-1].getvalue(), "h\u00e9".encode("utf-8"))

    def test_include_strips_inheritance_tokens(self):
        ctx = Context(self.buf, title="T")
        ctx._data.update({"self": "SELF", "parent": "PARENT", "next": "NEXT"})
        seen = []
        _include_file(ctx, lambda context: seen.extend(sorted(context.keys())))
        self.assertEqual(seen, ["caller", "title"])
        self.assertEqual(ctx["next"], "NEXT")

    def test_include_passes_kwargs(self):
        ctx = Context(self.buf, title="T")
        _include_file(ctx, render_names(["title", "extra"]), extra=3)
        self.assertEqual(self.buf.getvalue(), "title=T,extra=3")
        self.assertNotIn("extra", ctx.keys())

    def test_caller_is_in_namespace(self):
        ctx = Context(self.buf)
        self.assertIs(ctx["caller"], ctx.caller_stack)
        self.assertFalse(ctx["caller"])
