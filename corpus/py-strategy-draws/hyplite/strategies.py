"""Strategies: descriptions of how to generate values."""


class SearchStrategy:
    def do_draw(self, data):
        raise NotImplementedError

    def filter(self, condition):
        return FilteredStrategy(self, condition)

    def example(self, data):
        return data.draw(self)


class IntegersStrategy(SearchStrategy):
    def __init__(self, min_value, max_value):
        self.min_value = min_value
        self.max_value = max_value

    def do_draw(self, data):
        return data.draw_integer(self.min_value, self.max_value)


class SampledFromStrategy(SearchStrategy):
    def __init__(self, elements):
        self.elements = tuple(elements)
        if not self.elements:
            raise ValueError("sampled_from requires at least one element")

    def do_draw(self, data):
        return self.elements[data.draw_integer(0, len(self.elements) - 1)]


class ListStrategy(SearchStrategy):
    def __init__(self, elements, min_size, max_size):
        self.elements = elements
        self.min_size = min_size
        self.max_size = max_size

    def do_draw(self, data):
        size = data.draw_integer(self.min_size, self.max_size)
        return [data.draw(self.elements) for _ in range(size)]


class FilteredStrategy(SearchStrategy):
    def __init__(self, base, condition, max_tries=20):
        self.base = base
        self.condition = condition
        self.max_tries = max_tries

    def do_draw(self, data):
        for _ in range(self.max_tries):
            value = data.draw(self.base)
            if self.condition(value):
                return value
        data.draws = data.max_draws  # give up on this test case
        return data.draw(self.base)


class BooleansStrategy(SearchStrategy):
    def do_draw(self, data):
        return data.draw_boolean()


def integers(min_value, max_value):
    return IntegersStrategy(min_value, max_value)


def booleans():
    return BooleansStrategy()


def sampled_from(elements):
    return SampledFromStrategy(elements)


def lists(elements, min_size=0, max_size=10):
    if min_size > max_size:
        raise ValueError(f"Cannot have max_size={max_size} < min_size={min_size}")
    return ListStrategy(elements, min_size, max_size)
