from .std import tqdm

__all__ = ['tqdm']
