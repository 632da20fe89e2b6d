import re

nonwhitespace_re = re.compile(r"\S+")


class TreeBuilder(object):
    """Turn a textual document into a Beautiful Soup object tree."""

    DEFAULT_CDATA_LIST_ATTRIBUTES = {}

    def __init__(self, multi_valued_attributes=None):
        if multi_valued_attributes is None:
            multi_valued_attributes = self.DEFAULT_CDATA_LIST_ATTRIBUTES
        self.cdata_list_attributes = multi_valued_attributes

    def _replace_cdata_list_attribute_values(self, tag_name, attrs):
        """When an attribute value is associated with a tag that can
        have multiple values for that attribute, convert the string
        value to a list of strings.

        Basically, replaces class="foo bar" with class=["foo", "bar"]

        NOTE: This method modifies its input in place.

        :param tag_name: The name of a tag.
        :param attrs: A dictionary containing the tag's attributes.
           Any appropriate attribute values will be modified in place.
        """
        if not attrs or not self.cdata_list_attributes:
            return attrs
        universal = self.cdata_list_attributes.get('*', [])
        tag_specific = self.cdata_list_attributes.get(tag_name.lower(), None)
        for attr in list(attrs.keys()):
            if attr in universal and (tag_specific and attr in tag_specific):
                # We have a "class"-type attribute whose string
                # value is a whitespace-separated list of
                # values. Split it into a list.
                value = attrs[attr]
                if isinstance(value, str):
                    values = nonwhitespace_re.findall(value)
                else:
                    values = value
                attrs[attr] = values
        return attrs


class HTMLTreeBuilder(TreeBuilder):
    """This TreeBuilder knows facts about HTML, such as which tags are empty-element tags."""

    DEFAULT_CDATA_LIST_ATTRIBUTES = {
        "*": ['class', 'accesskey', 'dropzone'],
        "a": ['rel', 'rev'],
        "link": ['rel', 'rev'],
        "td": ["headers"],
        "th": ["headers"],
        "form": ["accept-charset"],
        "object": ["archive"],
        "area": ["rel"],
        "icon": ["sizes"],
        "iframe": ["sandbox"],
        "output": ["for"],
    }
