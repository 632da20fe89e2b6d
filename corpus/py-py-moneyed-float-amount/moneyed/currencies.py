from typing import Dict, List, Optional

DEFAULT_CURRENCY_CODE = "XYZ"


class CurrencyDoesNotExist(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(f"No currency with code {code} is defined.")


class Currency:
    """
    A Currency represents a form of money issued by governments, and
    used in one or more states/countries.  A Currency instance
    encapsulates the related data of: the ISO currency/numeric code, a
    canonical name and countries the currency is used in.
    """

    def __init__(self, code: str = "", numeric: str = "999",
                 sub_unit: int = 1, name: str = "",
                 countries: Optional[List[str]] = None) -> None:
        self.code = code
        self.countries = countries or []
        self.name = name
        self.numeric = numeric
        self.sub_unit = sub_unit

    def __hash__(self) -> int:
        return hash(self.code)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.code == other.code

    def __repr__(self) -> str:
        return self.code


CURRENCIES: Dict[str, Currency] = {}
CURRENCIES_BY_ISO: Dict[str, Currency] = {}


def add_currency(code: str, numeric: str, sub_unit: int = 1,
                 name: str = "", countries: Optional[List[str]] = None) -> Currency:
    currency = Currency(code=code, numeric=numeric, sub_unit=sub_unit,
                        name=name, countries=countries)
    CURRENCIES[code] = currency
    CURRENCIES_BY_ISO[numeric] = currency
    return currency


def get_currency(code: Optional[str] = None, iso: Optional[str] = None) -> Currency:
    try:
        if iso:
            return CURRENCIES_BY_ISO[str(iso)]
        return CURRENCIES[code]
    except KeyError:
        raise CurrencyDoesNotExist(code or iso)


DEFAULT_CURRENCY = add_currency(DEFAULT_CURRENCY_CODE, "999", name="Default currency")
EUR = add_currency("EUR", "978", 100, "Euro", ["GERMANY", "FRANCE", "ITALY"])
GBP = add_currency("GBP", "826", 100, "Pound Sterling", ["UNITED KINGDOM"])
JPY = add_currency("JPY", "392", 1, "Yen", ["JAPAN"])
USD = add_currency("USD", "840", 100, "US Dollar", ["UNITED STATES"])
