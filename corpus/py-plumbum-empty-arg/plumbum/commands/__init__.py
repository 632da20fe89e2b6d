from .base import BaseCommand, BoundCommand, shquote, shquote_list  # noqa
