# -*- coding: utf-8 -*-
import collections

Row = collections.namedtuple("Row", ("pre", "fill", "node"))


class AbstractStyle(object):
    def __init__(self, vertical, cont, end):
        self.vertical = vertical
        self.cont = cont
        self.end = end
        self.empty = " " * len(cont)


class AsciiStyle(AbstractStyle):
    def __init__(self):
        super(AsciiStyle, self).__init__(u"|   ", u"|-- ", u"+-- ")


class RenderTree(object):
    def __init__(self, node, style=AsciiStyle(), childiter=list, maxlevel=None):
        self.node = node
        self.style = style
        self.childiter = childiter
        self.maxlevel = maxlevel

    def __iter__(self):
        return self.__next(self.node, tuple())

    def __next(self, node, continues, level=0):
        yield RenderTree.__item(node, continues, self.style)
        children = node.children
        level += 1
        if children and (self.maxlevel is None or level < self.maxlevel):
            children = self.childiter(children)
            for child, is_last in _is_last(children):
                for grandchild in self.__next(child, continues + (not is_last,), level=level):
                    yield grandchild

    @staticmethod
    def __item(node, continues, style):
        if not continues:
            return Row(u"", u"", node)
        items = [style.vertical if cont else style.empty for cont in continues]
        indent = "".join(items[:-1])
        branch = style.cont if continues[-1] else style.end
        return Row(indent + branch, indent + (style.vertical if continues[-1] else style.empty), node)

    def by_attr(self, attrname="name"):
        return "\n".join("%s%s" % (pre, getattr(node, attrname)) for pre, _, node in self)


def _is_last(iterable):
    iter_ = iter(iterable)
    try:
        nextitem = next(iter_)
    except StopIteration:
        pass
    else:
        item = nextitem
        while True:
            try:
                nextitem = next(iter_)
                yield item, False
            except StopIteration:
                yield nextitem, True
                break
            item = nextitem
