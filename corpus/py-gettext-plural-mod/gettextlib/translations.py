from .plural import c2py


class NullTranslations:
    def gettext(self, message):
        return message

    def ngettext(self, msgid1, msgid2, n):
        if n == 1:
            return msgid1
        return msgid2


class GNUTranslations(NullTranslations):
    def __init__(self, messages):
        """messages maps msgid (or (msgid1, msgid2)) to msgstr (or a list of forms);
        the '' entry holds the catalog headers, as in a .mo file."""
        self._info = {}
        self._catalog = {}
        self.plural = lambda n: int(n != 1)  # germanic plural by default
        for b_item in messages.get('', '').split('\n'):
            k, sep, v = b_item.partition(':')
            if not sep:
                continue
            k = k.strip().lower()
            v = v.strip()
            self._info[k] = v
            if k == 'plural-forms':
                plural = v.split(';')[1].split('plural=')[1]
                self.plural = c2py(plural)
        for msgid, tmsg in messages.items():
            if isinstance(msgid, tuple):
                for i, x in enumerate(tmsg):
                    self._catalog[(msgid[0], i)] = x
            elif msgid:
                self._catalog[msgid] = tmsg

    def gettext(self, message):
        return self._catalog.get(message, message)

    def ngettext(self, msgid1, msgid2, n):
        try:
            return self._catalog[(msgid1, self.plural(n))]
        except KeyError:
            return super().ngettext(msgid1, msgid2, n)
