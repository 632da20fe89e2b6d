"""Scraped-item loading helpers in the style of scrapy item loaders."""
