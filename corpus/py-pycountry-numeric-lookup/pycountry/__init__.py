"""pycountry"""

import pycountry.db
from pycountry.data import COUNTRIES, CURRENCIES

__version__ = "22.3.5"


class ExistingCountries(pycountry.db.Database):
    """Provides access to an ISO 3166 database (Countries)."""

    data_class = type("Country", (pycountry.db.Data,), {})

    def search_fuzzy(self, query):
        query = query.lower()
        return [c for c in self if query in c.name.lower()
                or query in getattr(c, "official_name", "").lower()]


class Currencies(pycountry.db.Database):
    """Provides access to an ISO 4217 database (Currencies)."""

    data_class = type("Currency", (pycountry.db.Data,), {})


countries = ExistingCountries(COUNTRIES)
currencies = Currencies(CURRENCIES)
