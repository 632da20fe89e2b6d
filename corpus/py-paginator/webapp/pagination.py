"""Splitting result lists into pages for the web views."""

DEFAULT_PER_PAGE = 20
MAX_PER_PAGE = 100


class PageError(ValueError):
    pass


class Paginator:
    def __init__(self, items, per_page=DEFAULT_PER_PAGE):
        if per_page < 1:
            raise PageError("per_page must be at least 1")
        self.items = list(items)
        self.per_page = min(per_page, MAX_PER_PAGE)

    @property
    def count(self):
        return len(self.items)

    @property
    def num_pages(self):
        """Pages needed for every item; an empty list still has one (empty) page."""
        if not self.items:
            return 1
        return (self.count + self.per_page) // self.per_page

    def page(self, number):
        if number < 1 or number > self.num_pages:
            raise PageError(f"page {number} does not exist (1..{self.num_pages})")
        start = (number - 1) * self.per_page
        return Page(self.items[start:start + self.per_page], number, self)


class Page:
    def __init__(self, items, number, paginator):
        self.items = items
        self.number = number
        self.paginator = paginator

    def has_next(self):
        return self.number < self.paginator.num_pages

    def has_previous(self):
        return self.number > 1

    def __repr__(self):
        return f"<Page {self.number} of {self.paginator.num_pages}>"
