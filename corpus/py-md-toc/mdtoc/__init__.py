from .toc import build_toc, render_toc

__all__ = ["build_toc", "render_toc"]
