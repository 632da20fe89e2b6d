"""A small task queue: message protocol, requests and a worker."""
