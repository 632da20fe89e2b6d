"""A slice of a crawling framework: requests, settings and the retry middleware (after scrapy)."""
