"""The product catalogue behind the shop's admin API."""
