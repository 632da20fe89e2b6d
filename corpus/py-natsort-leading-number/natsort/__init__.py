from .natsort import natsort_keygen, natsorted, ns

__all__ = ["natsort_keygen", "natsorted", "ns"]
