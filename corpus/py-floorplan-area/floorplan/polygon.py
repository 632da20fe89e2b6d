"""Simple (non self-intersecting) polygons given as a list of (x, y) corners."""
import math


class Polygon:
    def __init__(self, points):
        if len(points) < 3:
            raise ValueError("a polygon needs at least 3 corners")
        self.points = [(float(x), float(y)) for x, y in points]

    def edges(self):
        n = len(self.points)
        for i in range(n - 1):
            yield self.points[i], self.points[(i + 1) % n]

    def signed_area(self):
        return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in self.edges()) / 2.0

    def area(self):
        return abs(self.signed_area())

    def perimeter(self):
        return sum(math.dist(a, b) for a, b in self.edges())

    def is_clockwise(self):
        return self.signed_area() < 0

    def bounding_box(self):
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return min(xs), min(ys), max(xs), max(ys)

    def centroid(self):
        a = self.signed_area()
        if a == 0:
            raise ValueError("degenerate polygon")
        cx = cy = 0.0
        for (x1, y1), (x2, y2) in self.edges():
            cross = x1 * y2 - x2 * y1
            cx += (x1 + x2) * cross
            cy += (y1 + y2) * cross
        return cx / (6 * a), cy / (6 * a)
