"""Shortest paths through a text maze: '#' is a wall, '.' is open, 'S' and 'E' mark the ends."""
from collections import deque

MOVES = ((0, 1), (1, 0), (0, -1), (-1, 0))


def parse(text):
    grid = [list(line) for line in text.strip().splitlines()]
    start = end = None
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell == "S":
                start = (r, c)
            elif cell == "E":
                end = (r, c)
    if start is None or end is None:
        raise ValueError("maze needs an S and an E")
    return grid, start, end


def neighbours(grid, cell):
    r, c = cell
    for dr, dc in MOVES:
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and grid[nr][nc] != "#":
            yield nr, nc


def shortest_path(grid, start, end):
    """The cells from start to end along a shortest path, or None if end is unreachable."""
    came_from = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.pop()
        if cell == end:
            break
        for nxt in neighbours(grid, cell):
            if nxt not in came_from:
                came_from[nxt] = cell
                queue.append(nxt)
    if end not in came_from:
        return None
    path = []
    cell = end
    while cell is not None:
        path.append(cell)
        cell = came_from[cell]
    return path[::-1]


def solve(text):
    """Number of steps from S to E, or -1."""
    grid, start, end = parse(text)
    path = shortest_path(grid, start, end)
    return -1 if path is None else len(path) - 1
