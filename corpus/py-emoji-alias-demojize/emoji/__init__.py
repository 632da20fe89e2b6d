from emoji.core import demojize, emoji_count, emojize, is_emoji
from emoji.unicode_codes import EMOJI_DATA, STATUS

__all__ = ['emojize', 'demojize', 'emoji_count', 'is_emoji', 'EMOJI_DATA', 'STATUS']
