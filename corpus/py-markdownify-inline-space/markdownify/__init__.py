from markdownify.tree import NavigableString, parse
from markdownify.utils import (ATX, abstract_inline_conversion, chomp, convert_heading_re, escape,
                               whitespace_re)


class MarkdownConverter(object):
    class DefaultOptions:
        autolinks = True
        bullets = '*+-'  # An iterable of bullet types.
        heading_style = ATX
        strong_em_symbol = '*'

    def __init__(self, **options):
        self.options = dict((k, v) for k, v in vars(self.DefaultOptions).items() if not k.startswith('_'))
        self.options.update(options)

    def convert(self, html):
        return self.process_tag(parse(html), convert_as_inline=False)

    def process_tag(self, node, convert_as_inline):
        text = ''
        for el in node.children:
            if isinstance(el, NavigableString):
                text += escape(whitespace_re.sub(' ', el))
            else:
                text += self.process_tag(el, convert_as_inline or el.name in ('a', 'b', 'strong', 'em', 'i'))
        convert_fn = getattr(self, 'convert_%s' % node.name, None)
        if convert_fn is None:
            m = convert_heading_re.match('convert_%s' % node.name)
            if m:
                return self.convert_hn(int(m.group(1)), node, text, convert_as_inline)
            return text
        return convert_fn(node, text, convert_as_inline)

    def convert_a(self, el, text, convert_as_inline):
        prefix, suffix, text = chomp(text)
        if not text:
            return ''
        href = el.get('href')
        title = el.get('title')
        if self.options['autolinks'] and text.replace(r'\_', '_') == href and not title:
            # Shortcut syntax
            return '<%s>' % href
        title_part = ' "%s"' % title.replace('"', r'\"') if title else ''
        return '%s[%s](%s%s)%s' % (prefix, text, href, title_part, suffix) if href else text

    convert_b = abstract_inline_conversion(lambda self: 2 * self.options['strong_em_symbol'])
    convert_strong = convert_b
    convert_em = abstract_inline_conversion(lambda self: self.options['strong_em_symbol'])
    convert_i = convert_em
    convert_code = abstract_inline_conversion(lambda self: '`')

    def convert_br(self, el, text, convert_as_inline):
        return '  \n'

    def convert_hn(self, n, el, text, convert_as_inline):
        if convert_as_inline:
            return text
        return '\n\n%s %s\n\n' % ('#' * n, text.strip())

    def convert_li(self, el, text, convert_as_inline):
        parent = el.parent
        if parent is not None and parent.name == 'ol':
            bullet = '%s.' % (parent.children.index(el) + 1)
        else:
            depth = 0
            while el.find_parent(['ul', 'ol']) is not None:
                depth += 1
                el = el.find_parent(['ul', 'ol'])
            bullets = self.options['bullets']
            bullet = bullets[(depth - 1) % len(bullets)]
        return '%s %s\n' % (bullet, text.strip())

    def convert_p(self, el, text, convert_as_inline):
        if convert_as_inline:
            return text
        return '\n\n%s\n\n' % text.strip()


def markdownify(html, **options):
    return MarkdownConverter(**options).convert(html)
