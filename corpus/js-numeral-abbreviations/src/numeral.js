'use strict';

var locales = require('./locales');
var formatting = require('./format');

var options = {
    currentLocale: 'en',
    defaultFormat: '0,0'
};

function Numeral(input, number) {
    this._input = input;
    this._value = number;
}

function numeral(input) {
    var value;

    if (numeral.isNumeral(input)) {
        value = input.value();
    } else if (input === 0 || typeof input === 'undefined') {
        value = 0;
    } else if (input === null || Number.isNaN(Number(input))) {
        value = null;
    } else {
        value = Number(input);
    }

    return new Numeral(input, value);
}

numeral.isNumeral = function(obj) {
    return obj instanceof Numeral;
};

// This function sets the current locale or returns its key
numeral.locale = function(key) {
    if (key) {
        if (!locales[key]) {
            throw new Error('Unknown locale : ' + key);
        }
        options.currentLocale = key.toLowerCase();
    }

    return options.currentLocale;
};

numeral.localeData = function(key) {
    return locales[key || options.currentLocale];
};

Numeral.prototype = {
    format: function(inputString, roundingFunction) {
        var value = this._value,
            format = inputString || options.defaultFormat;

        return formatting.numberToFormat(value, format, roundingFunction || Math.round, numeral.localeData());
    },
    value: function() {
        return this._value;
    },
    add: function(value) {
        this._value = (this._value * 100 + Number(value) * 100) / 100;
        return this;
    },
    multiply: function(value) {
        this._value = this._value * Number(value);
        return this;
    }
};

module.exports = numeral;
