from .verify import SignatureError, Verifier

__all__ = ["SignatureError", "Verifier"]
