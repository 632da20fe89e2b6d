"""Rooms of a floor plan, measured in metres."""
from .polygon import Polygon

SKIRTING_WASTE = 1.05  # 5% extra for cuts


class Room:
    def __init__(self, name, corners):
        self.name = name
        self.shape = Polygon(corners)

    def floor_area(self):
        return round(self.shape.area(), 2)

    def skirting_length(self, door_widths=()):
        return round((self.shape.perimeter() - sum(door_widths)) * SKIRTING_WASTE, 2)

    def fits_in(self, width, depth):
        x0, y0, x1, y1 = self.shape.bounding_box()
        return (x1 - x0) <= width and (y1 - y0) <= depth


def total_area(rooms):
    return round(sum(r.floor_area() for r in rooms), 2)
