# A small excerpt of the iso-codes JSON databases shipped with pycountry.

COUNTRIES = [
    {"alpha_2": "AL", "alpha_3": "ALB", "name": "Albania",
     "numeric": "008", "official_name": "Republic of Albania"},
    {"alpha_2": "AT", "alpha_3": "AUT", "name": "Austria",
     "numeric": "040", "official_name": "Republic of Austria"},
    {"alpha_2": "BE", "alpha_3": "BEL", "name": "Belgium",
     "numeric": "056", "official_name": "Kingdom of Belgium"},
    {"alpha_2": "DE", "alpha_3": "DEU", "name": "Germany",
     "numeric": "276", "official_name": "Federal Republic of Germany"},
    {"alpha_2": "FR", "alpha_3": "FRA", "name": "France",
     "numeric": "250", "official_name": "French Republic"},
    {"alpha_2": "NL", "alpha_3": "NLD", "name": "Netherlands",
     "numeric": "528", "official_name": "Kingdom of the Netherlands"},
    {"alpha_2": "US", "alpha_3": "USA", "name": "United States",
     "numeric": "840", "official_name": "United States of America"},
]

CURRENCIES = [
    {"alpha_3": "EUR", "name": "Euro", "numeric": "978"},
    {"alpha_3": "USD", "name": "US Dollar", "numeric": "840"},
    {"alpha_3": "ALL", "name": "Lek", "numeric": "008"},
]
