class _DictSAXHandler:
    def __init__(self, xml_attribs=True, attr_prefix="@", cdata_key="#text", force_cdata=False,
                 cdata_separator="", dict_constructor=dict, strip_whitespace=True,
                 namespace_separator=":", force_list=None):
        self.path = []
        self.stack = []
        self.data = []
        self.item = None
        self.xml_attribs = xml_attribs
        self.attr_prefix = attr_prefix
        self.cdata_key = cdata_key
        self.force_cdata = force_cdata
        self.cdata_separator = cdata_separator
        self.dict_constructor = dict_constructor
        self.strip_whitespace = strip_whitespace
        self.namespace_separator = namespace_separator
        self.force_list = force_list

    def startElement(self, name, attrs):
        self.path.append((name, attrs or None))
        self.stack.append((self.item, self.data))
        if self.xml_attribs:
            attrs = self.dict_constructor((self.attr_prefix + key, value) for key, value in attrs.items())
        else:
            attrs = None
        self.item = attrs or None
        self.data = []

    def endElement(self, name):
        data = None if not self.data else self.cdata_separator.join(self.data)
        item = self.item
        self.item, self.data = self.stack.pop()
        if self.strip_whitespace and data:
            data = data.strip() or None
        if data and self.force_cdata and item is None:
            item = self.dict_constructor()
        if item is not None:
            if data:
                self.push_data(item, self.attr_prefix, data)
            self.item = self.push_data(self.item, name, item)
        else:
            self.item = self.push_data(self.item, name, data)
        self.path.pop()

    def characters(self, data):
        if not self.data:
            self.data = [data]
        else:
            self.data.append(data)

    def push_data(self, item, key, data):
        if item is None:
            item = self.dict_constructor()
        try:
            value = item[key]
            if isinstance(value, list):
                value.append(data)
            else:
                item[key] = [value, data]
        except KeyError:
            if self._should_force_list(key, data):
                item[key] = [data]
            else:
                item[key] = data
        return item

    def _should_force_list(self, key, value):
        if not self.force_list:
            return False
        if isinstance(self.force_list, bool):
            return self.force_list
        try:
            return key in self.force_list
        except TypeError:
            return self.force_list(self.path[:-1], key, value)
