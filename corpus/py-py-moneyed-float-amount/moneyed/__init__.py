from .classes import Money, force_decimal  # noqa
from .currencies import (CURRENCIES, DEFAULT_CURRENCY, DEFAULT_CURRENCY_CODE,  # noqa
                         EUR, GBP, JPY, USD, Currency, CurrencyDoesNotExist,
                         add_currency, get_currency)

__version__ = "2.0"
