"""A binary min-heap kept in a Python list, and two helpers built on it."""


class MinHeap:
    def __init__(self, items=()):
        self._data = list(items)
        for i in reversed(range(len(self._data) // 2)):
            self._sift_down(i)

    def __len__(self):
        return len(self._data)

    def peek(self):
        if not self._data:
            raise IndexError("peek from an empty heap")
        return self._data[0]

    def push(self, value):
        self._data.append(value)
        self._sift_up(len(self._data) - 1)

    def pop(self):
        if not self._data:
            raise IndexError("pop from an empty heap")
        last = self._data.pop()
        if not self._data:
            return last
        top, self._data[0] = self._data[0], last
        self._sift_down(0)
        return top

    def replace(self, value):
        """Pop the smallest value and push `value`, in one sift."""
        if not self._data:
            raise IndexError("replace on an empty heap")
        top, self._data[0] = self._data[0], value
        self._sift_down(0)
        return top

    def _sift_up(self, i):
        data = self._data
        while i > 0:
            parent = (i - 1) // 2
            if not data[i] < data[parent]:
                break
            data[i], data[parent] = data[parent], data[i]
            i = parent

    def _sift_down(self, i):
        data = self._data
        n = len(data)
        while True:
            left, right = 2 * i + 1, 2 * i + 2
            smallest = i
            if left < n and data[left] < data[smallest]:
                smallest = left
            if right < n and data[right] < data[left]:
                smallest = right
            if smallest == i:
                return
            data[i], data[smallest] = data[smallest], data[i]
            i = smallest


def heapsort(values):
    """A new list with `values` in ascending order."""
    heap = MinHeap(values)
    return [heap.pop() for _ in range(len(heap))]


def top_k(values, k):
    """The `k` largest values, largest first."""
    if k <= 0:
        return []
    heap = MinHeap()
    for value in values:
        if len(heap) < k:
            heap.push(value)
        elif value > heap.peek():
            heap.replace(value)
    return heapsort(heap._data)[::-1]
