from .invoice import Invoice, Line

__all__ = ["Invoice", "Line"]
