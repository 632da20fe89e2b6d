import io
import os
from collections.abc import Iterator, Sequence

from .tokenizer import tokenize


def _html_escape(string):
    """HTML escape all of these " & < > (& must be handled first)"""
    for char, code in (('&', '&amp;'), ('"', '&quot;'), ('<', '&lt;'), ('>', '&gt;')):
        string = string.replace(char, code)
    return string


def _get_key(key, scopes):
    if key == '.':
        return scopes[0]
    for scope in scopes:
        try:
            for child in key.split('.'):
                if isinstance(scope, dict):
                    scope = scope[child]
                else:
                    scope = getattr(scope, child)
            return scope if scope in (0, False) else scope or ''
        except (AttributeError, KeyError, TypeError):
            pass  # not in this scope, try the next one
    return ''


def _get_partial(name, partials_dict, partials_path, partials_ext):
    try:
        return partials_dict[name]
    except KeyError:
        path = os.path.join(partials_path, name + ('.' + partials_ext if partials_ext else ''))
        if not os.path.exists(path):
            return ''
        with io.open(path, 'r', encoding='utf-8') as partial:
            return partial.read()


def render(template='', data={}, partials_path='.', partials_ext='mustache',
           partials_dict={}, def_ldel='{{', def_rdel='}}', scopes=None):
    """Render a mustache template (a string, or a list of tokens) with data."""
    if isinstance(template, Sequence) and not isinstance(template, str):
        tokens = (token for token in template)
    else:
        tokens = tokenize(template, def_ldel, def_rdel)
    output = ''
    scopes = [data] if scopes is None else scopes

    for tag, key in tokens:
        if tag == 'end':
            del scopes[0]
        elif not scopes[0] and len(scopes) != 1:
            if tag in ('section', 'inverted section'):
                scopes.insert(0, False)
        elif tag == 'literal':
            output += key
        elif tag in ('variable', 'no escape'):
            thing = str(_get_key(key, scopes))
            output += _html_escape(thing) if tag == 'variable' else thing
        elif tag == 'section':
            scope = _get_key(key, scopes)
            if isinstance(scope, (Sequence, Iterator)) and not isinstance(scope, str):
                # Gather up all the tags inside the section
                tags, depth = [], 0
                for token in tokens:
                    if token == ('section', key):
                        depth += 1
                    if token == ('end', key):
                        depth -= 1
                        if depth < 0:
                            break
                    tags.append(token)
                for thing in scope:
                    output += render(template=tags, scopes=[thing] + scopes,
                                     partials_path=partials_path, partials_ext=partials_ext,
                                     def_ldel=def_ldel, def_rdel=def_rdel)
            else:
                scopes.insert(0, scope)
        elif tag == 'inverted section':
            scopes.insert(0, not _get_key(key, scopes))
        elif tag == 'partial':
            partial = _get_partial(key, partials_dict, partials_path, partials_ext)
            output += render(template=partial, partials_path=partials_path,
                             partials_ext=partials_ext, partials_dict=partials_dict,
                             def_ldel=def_ldel, def_rdel=def_rdel, scopes=scopes)
    return output
