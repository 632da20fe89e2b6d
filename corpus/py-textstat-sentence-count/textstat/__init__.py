from .textstat import textstat, textstatistics


__all__ = ["textstat", "textstatistics"]

for attribute in dir(textstat):
    if callable(getattr(textstat, attribute)):
        if not attribute.startswith("_"):
            globals()[attribute] = getattr(textstat, attribute)
            __all__.append(attribute)
