from .seqs import partition, chunks, lpartition, lchunks, first, last

__all__ = ["partition", "chunks", "lpartition", "lchunks", "first", "last"]
