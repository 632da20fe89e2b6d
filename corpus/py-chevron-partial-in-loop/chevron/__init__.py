"""A python implementation of the mustache templating language.

    >>> import chevron
    >>> chevron.render('Hello, {{ mustache }}!', {'mustache': 'World'})
    'Hello, World!'
"""
import io
import json

from .renderer import render
from .tokenizer import ChevronError, tokenize

__all__ = ['main', 'render', 'tokenize', 'ChevronError']


def main(template, data=None, **kwargs):
    """Render the template file with the JSON data file (the command line entry)."""
    with io.open(template, 'r', encoding='utf-8') as template_file:
        if data is not None:
            with io.open(data, 'r', encoding='utf-8') as data_file:
                data = json.load(data_file)
        else:
            data = {}
        args = {'template': template_file.read(), 'data': data}
        args.update(kwargs)
        return render(**args)
