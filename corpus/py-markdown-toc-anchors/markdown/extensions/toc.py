"""
Add a table of contents (TOC) to a Markdown document.
"""
import html
import re
import unicodedata

from . import Extension

IDCOUNT_RE = re.compile(r'^(.*)_([0-9]+)$')
HEADER_RE = re.compile(r'^h([1-6])$')


def slugify(value, separator, unicode=False):
    """ Slugify a string, to make it URL friendly. """
    if not unicode:
        # Replace Extended Latin characters with ASCII, i.e. `žlutý` => `zluty`
        value = unicodedata.normalize('NFKD', value)
        value = value.encode('ascii', 'ignore').decode('ascii')
    value = re.sub(r'[^\w\s-]', '', value).lower()
    return re.sub(r'[{}\s]+'.format(separator), separator, value)


def unique(id, ids):
    """ Ensure id is unique in set of ids. Append '_1', '_2'... if not """
    while id in ids or not id:
        m = IDCOUNT_RE.match(id)
        if m:
            id = '%s_%d' % (m.group(1), int(m.group(2)) + 1)
        else:
            id = '%s_%d' % (id, 1)
    ids.add(id)
    return id


def get_name(el):
    """Get title name."""
    return ''.join(el.itertext()).strip()


class TocTreeprocessor:
    """ Step through document and build TOC. """

    def __init__(self, config):
        self.slugify = config["slugify"]
        self.sep = config["separator"]
        self.toc_tokens = []

    def run(self, doc):
        # Get a list of id attributes
        used_ids = {el.attrib["id"] for el in doc.iter() if "id" in el.attrib}

        for el in doc.iter():
            m = HEADER_RE.match(el.tag)
            if not m:
                continue
            text = get_name(el)
            # Do not override pre-existing ids
            if "id" not in el.attrib:
                el.attrib["id"] = unique(self.slugify(html.unescape(text), self.sep), used_ids)
            self.toc_tokens.append({
                'level': int(m.group(1)),
                'id': el.attrib["id"],
                'name': text,
            })
        return self.toc_tokens


class TocExtension(Extension):

    TreeProcessorClass = TocTreeprocessor

    config = {
        "slugify": [slugify, 'Function to generate anchors based on header text.'],
        "separator": ['-', 'Word separator. Defaults to "-".'],
    }

    def processor(self):
        return self.TreeProcessorClass(self.getConfigs())
