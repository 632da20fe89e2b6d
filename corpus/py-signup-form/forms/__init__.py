from .schema import SignupForm

__all__ = ["SignupForm"]
