'use strict';

// Locale definitions: delimiters, abbreviations and ordinal suffixes
var locales = {
    en: {
        delimiters: { thousands: ',', decimal: '.' },
        abbreviations: { thousand: 'k', million: 'm', billion: 'b', trillion: 't' },
        ordinal: function(number) {
            var b = number % 10;
            return (~~(number % 100 / 10) === 1) ? 'th' :
                (b === 1) ? 'st' :
                (b === 2) ? 'nd' :
                (b === 3) ? 'rd' : 'th';
        },
        currency: { symbol: '$' }
    },
    fr: {
        delimiters: { thousands: ' ', decimal: ',' },
        abbreviations: { thousand: 'k', million: 'M', billion: 'Md', trillion: 'Bn' },
        ordinal: function(number) {
            return number === 1 ? 'er' : 'e';
        },
        currency: { symbol: '€' }
    }
};

module.exports = locales;
