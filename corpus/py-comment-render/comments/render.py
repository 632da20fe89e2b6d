"""Rendering a comment thread to HTML."""
from dataclasses import dataclass, field

from .escaping import attrs, escape_text
from .links import linkify


@dataclass
class Comment:
    author: str
    body: str
    replies: list = field(default_factory=list)


def render_body(body):
    paragraphs = [p.strip() for p in body.split("\n\n") if p.strip()]
    return "".join(f"<p>{linkify(p)}</p>" for p in paragraphs)


def render_comment(comment, depth=0):
    head = f"<div{attrs(class_='comment', data_author=comment.author, data_depth=depth or None)}>"
    byline = f"<b>{escape_text(comment.author)}</b>"
    replies = "".join(render_comment(r, depth + 1) for r in comment.replies)
    return f"{head}{byline}{render_body(comment.body)}{replies}</div>"
