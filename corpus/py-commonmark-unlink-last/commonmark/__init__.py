# 2014 - Bibek Kafle & Roland Shoemaker
# 2015-2017 - Nikolas Nyby
# Port of @jgm's commonmark.js implementation of the CommonMark spec.

from commonmark.node import Node, NodeWalker  # noqa
from commonmark.render import HtmlRenderer, Renderer  # noqa
