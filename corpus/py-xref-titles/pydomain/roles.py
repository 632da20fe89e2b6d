"""The Python domain's reference role and how it massages titles and targets."""

from .util import normalize_target


class PyXRefRole:
    """Handles the ``~`` and ``.`` prefixes of Python references."""

    def __init__(self, reftype, fix_parens=False):
        self.reftype = reftype
        self.fix_parens = fix_parens

    def update_title_and_target(self, title, target):
        if self.fix_parens and not title.endswith('()'):
            title += '()'
        if target.endswith('()'):
            target = target[:-2]
        return title, target

    def process_link(self, env, has_explicit_title, title, target):
        refspecific = False
        if not has_explicit_title:
            title = title.lstrip('.')   # only has a meaning for the target
            target = target.lstrip('~')  # only has a meaning for the title
            # if the first character is a tilde, don't display the module/class
            # parts of the contents
            if title[0:1] == '~':
                title = title[1:]
                dot = title.rfind('.')
                if dot != -1:
                    title = title[dot:]
        # if the first character is a dot, search more specific namespaces first
        # else search builtins first
        if target[0:1] == '.':
            target = target[1:]
            refspecific = True
        return title, normalize_target(target), refspecific
