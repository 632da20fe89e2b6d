DEFAULT_SCRIPTS = {
    'de': 'Latn', 'en': 'Latn', 'es': 'Latn', 'fr': 'Latn', 'ja': 'Jpan',
    'ru': 'Cyrl', 'sr': 'Cyrl', 'yue': 'Hant', 'zh': 'Hans',
}
LANGUAGE_REPLACEMENTS = {
    'in': 'id', 'iw': 'he', 'ji': 'yi', 'jw': 'jv', 'mo': 'ro', 'tl': 'fil',
}
TERRITORY_REPLACEMENTS = {
    'BU': 'MM', 'DD': 'DE', 'FX': 'FR', 'TP': 'TL', 'YD': 'YE', 'ZR': 'CD',
}
