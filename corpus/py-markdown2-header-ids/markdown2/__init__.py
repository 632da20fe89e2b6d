from .markdown2 import Markdown, markdown  # noqa
