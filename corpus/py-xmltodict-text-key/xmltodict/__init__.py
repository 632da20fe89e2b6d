"""Makes working with XML feel like you are working with JSON (reduced)."""

from xml.parsers import expat

from xmltodict.handler import _DictSAXHandler

__version__ = "0.13.0"


def parse(xml_input, encoding=None, expat=expat, namespace_separator=":", **kwargs):
    """Parse the given XML input and convert it into a dictionary.

    `xml_input` can either be a `string`, a file-like object, or a generator of strings.

        >>> parse('<a prop="x"><b>1</b><b>2</b></a>')
        {'a': {'@prop': 'x', 'b': ['1', '2']}}
    """
    handler = _DictSAXHandler(namespace_separator=namespace_separator, **kwargs)
    if isinstance(xml_input, str):
        encoding = encoding or "utf-8"
        xml_input = xml_input.encode(encoding)
    parser = expat.ParserCreate(encoding)
    parser.ordered_attributes = False
    parser.StartElementHandler = handler.startElement
    parser.EndElementHandler = handler.endElement
    parser.CharacterDataHandler = handler.characters
    parser.buffer_text = True
    if hasattr(xml_input, "read"):
        parser.ParseFile(xml_input)
    else:
        parser.Parse(xml_input, True)
    return handler.item
