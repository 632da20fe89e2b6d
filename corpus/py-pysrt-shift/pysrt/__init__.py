from pysrt.srtitem import SubRipItem
from pysrt.srttime import SubRipTime

__all__ = ['SubRipItem', 'SubRipTime']
