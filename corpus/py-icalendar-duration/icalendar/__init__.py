from icalendar.prop import vDDDTypes, vDuration, vText

__all__ = ["vDDDTypes", "vDuration", "vText"]
