from faker.generator import Generator

VERSION = "24.4.0"

__all__ = ("Generator",)
