"""
HTML renderer for mistletoe.
"""

import html


class HTMLRenderer:
    """
    HTML renderer class.

    See mistletoe.base_renderer module for more info.
    """

    def __enter__(self):
        return self

    def __exit__(self, *args):
        pass

    def render(self, token):
        return getattr(self, 'render_' + type(token).__name__.lower())(token)

    @staticmethod
    def escape_html_text(s):
        return html.escape(s, quote=False)

    def render_heading(self, token):
        template = '<h{level}>{inner}</h{level}>'
        inner = self.escape_html_text(token.content)
        return template.format(level=token.level, inner=inner)

    def render_paragraph(self, token):
        return '<p>{}</p>'.format(self.escape_html_text(token.content))

    def render_document(self, token):
        inner = '\n'.join([self.render(child) for child in token.children])
        return '{}\n'.format(inner) if inner else ''
