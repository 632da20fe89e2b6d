from __future__ import absolute_import, division, unicode_literals

import re

from .constants import booleanAttributes, voidElements

_quoteAttributeSpec = re.compile("[\t\n\f\r \"'=<>`]")


def serialize(tokens, **serializer_opts):
    """Serializes a stream of tree-walker tokens into a string."""
    s = HTMLSerializer(**serializer_opts)
    return "".join(s.serialize(tokens))


class HTMLSerializer(object):
    quote_attr_values = "spec"  # be secure by default
    quote_char = '"'
    use_best_quote_char = True
    minimize_boolean_attributes = True
    use_trailing_solidus = False

    def __init__(self, **kwargs):
        for attr in ("quote_attr_values", "quote_char", "use_best_quote_char",
                     "minimize_boolean_attributes", "use_trailing_solidus"):
            setattr(self, attr, kwargs.get(attr, getattr(self, attr)))

    def serialize(self, treewalker):
        for token in treewalker:
            type = token["type"]
            if type in ("StartTag", "EmptyTag"):
                name = token["name"]
                yield "<%s" % name
                for (_, attr_name), attr_value in token["data"].items():
                    k = attr_name
                    v = attr_value
                    yield ' '
                    yield k
                    if not self.minimize_boolean_attributes or \
                        (k not in booleanAttributes.get(name, tuple()) and
                         k not in booleanAttributes.get("", tuple())):
                        yield "="
                        if self.quote_attr_values == "always" or len(v) == 0:
                            quote_attr = True
                        else:
                            quote_attr = _quoteAttributeSpec.search(v) is not None
                        v = v.replace("&", "&amp;")
                        if quote_attr:
                            quote_char = self.quote_char
                            if self.use_best_quote_char:
                                if "'" in v and '"' not in v:
                                    quote_char = '"'
                                elif '"' in v and "'" not in v:
                                    quote_char = "'"
                            if self.quote_char == "'":
                                v = v.replace("'", "&#39;")
                            else:
                                v = v.replace('"', "&quot;")
                            yield quote_char
                            yield v
                            yield quote_char
                        else:
                            yield v
                if name in voidElements and self.use_trailing_solidus:
                    yield " /"
                yield ">"
            elif type == "EndTag":
                yield "</%s>" % token["name"]
            elif type == "Characters":
                yield token["data"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
