from .tldextract import ExtractResult, TLDExtract, extract  # noqa: F401
