from whoosh.analysis.acore import Token
from whoosh.analysis.analyzers import StandardAnalyzer, StemmingAnalyzer
from whoosh.analysis.analyzers import LowercaseFilter, StopFilter
from whoosh.analysis.tokenizers import RegexTokenizer

__all__ = ("Token", "RegexTokenizer", "LowercaseFilter", "StopFilter",
           "StandardAnalyzer", "StemmingAnalyzer")
