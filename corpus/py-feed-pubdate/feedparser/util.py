class FeedParserDict(dict):
    keymap = {
        "channel": "feed",
        "items": ["entries"],
        "guid": "id",
        "date": "updated",
        "date_parsed": "updated_parsed",
        "description": ["summary", "subtitle"],
        "url": ["href"],
        "modified": "updated",
        "modified_parsed": "updated_parsed",
    }

    def __getitem__(self, key):
        if key == "category":
            try:
                return dict.__getitem__(self, "tags")[0]["term"]
            except IndexError:
                raise KeyError("object doesn't have key 'category'")
        realkey = self.keymap.get(key, key)
        if isinstance(realkey, list):
            for k in realkey:
                if dict.__contains__(self, k):
                    return dict.__getitem__(self, k)
        elif dict.__contains__(self, realkey):
            return dict.__getitem__(self, realkey)
        return dict.__getitem__(self, key)

    def __contains__(self, key):
        try:
            self.__getitem__(key)
        except KeyError:
            return False
        return True

    def get(self, key, default=None):
        try:
            return self.__getitem__(key)
        except KeyError:
            return default

    def __getattr__(self, key):
        try:
            return self.__getitem__(key)
        except KeyError:
            raise AttributeError("object has no attribute '%s'" % key)
