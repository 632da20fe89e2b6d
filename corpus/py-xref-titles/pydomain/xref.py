"""Turning role text into a pending cross-reference node."""

from .roles import PyXRefRole
from .util import split_explicit_title, unescape

ROLES = {
    'func': PyXRefRole('func', fix_parens=True),
    'meth': PyXRefRole('meth', fix_parens=True),
    'class': PyXRefRole('class'),
    'mod': PyXRefRole('mod'),
    'attr': PyXRefRole('attr'),
}


def make_xref(typ, text, env=None):
    """Return the ``pending_xref`` attributes for ``:py:<typ>:`text```."""
    role = ROLES[typ]
    if text[0:1] == '!':
        # "!" disables linking: the text is shown as a literal
        return {'reftype': typ, 'refexplicit': False, 'title': text[1:], 'linked': False}
    has_explicit_title, title, target = split_explicit_title(unescape(text))
    title, target, refspecific = role.process_link(env, has_explicit_title, title, target)
    if not has_explicit_title:
        title, target = role.update_title_and_target(title, target)
    return {
        'reftype': typ,
        'reftarget': target,
        'refexplicit': has_explicit_title,
        'refspecific': refspecific,
        'title': title,
        'linked': True,
    }
