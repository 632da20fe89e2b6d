'use strict';

var includes = function(string, search) { return string.indexOf(search) !== -1; };

// Implementation of toFixed() that treats floats more like decimals
// Fixes binary rounding issues (eg. (0.615).toFixed(2) === '0.61')
function toFixed(value, maxDecimals, roundingFunction, optionals) {
    var splitValue = value.toString().split('.'),
        minDecimals = maxDecimals - (optionals || 0),
        boundedPrecision = splitValue.length === 2 ? Math.min(Math.max(splitValue[1].length, minDecimals), maxDecimals) : minDecimals,
        power = Math.pow(10, boundedPrecision),
        output = (roundingFunction(value + 'e+' + boundedPrecision) / power).toFixed(boundedPrecision);

    if (optionals > maxDecimals - boundedPrecision) {
        output = output.replace(new RegExp('\\.?0{1,' + (optionals - (maxDecimals - boundedPrecision)) + '}$'), '');
    }

    return output;
}

function numberToFormat(value, format, roundingFunction, locale) {
    var negP = false, signed = -1, neg, abbr = '', decimal = '',
        trillion = 1e12, billion = 1e9, million = 1e6, thousand = 1e3,
        abs, abbrForce, int, precision, thousands, leadingCount, output;

    value = value || 0;
    abs = Math.abs(value);

    // see if we should use parentheses for negative number or if we should prefix with a sign
    if (includes(format, '(')) {
        negP = true;
        format = format.replace(/[\(|\)]/g, '');
    } else if (includes(format, '+') || includes(format, '-')) {
        signed = includes(format, '+') ? format.indexOf('+') : value < 0 ? format.indexOf('-') : -1;
        format = format.replace(/[\+|\-]/g, '');
    }

    // see if abbreviation is wanted
    if (includes(format, 'a')) {
        abbrForce = format.match(/a(k|m|b|t)?/);
        abbrForce = abbrForce ? abbrForce[1] : false;

        // check for space before abbreviation
        abbr = includes(format, ' a') ? ' ' : '';
        format = format.replace(new RegExp(abbr + 'a[kmbt]?'), '');

        if (abs >= trillion && !abbrForce || abbrForce === 't') {
            abbr += locale.abbreviations.trillion;
            value = value / trillion;
        } else if (abs < trillion && abs >= billion && !abbrForce || abbrForce === 'b') {
            abbr += locale.abbreviations.billion;
            value = value / billion;
        } else if (abs < billion && value >= million && !abbrForce || abbrForce === 'm') {
            abbr += locale.abbreviations.million;
            value = value / million;
        } else if (abs < million && abs >= thousand && !abbrForce || abbrForce === 'k') {
            abbr += locale.abbreviations.thousand;
            value = value / thousand;
        }
    }

    precision = format.split('.')[1];
    thousands = format.indexOf(',');
    leadingCount = (format.split('.')[0].split(',')[0].match(/0/g) || []).length;

    if (precision) {
        if (includes(precision, '[')) {
            precision = precision.replace(']', '').split('[');
            decimal = toFixed(value, precision[0].length + precision[1].length, roundingFunction, precision[1].length);
        } else {
            decimal = toFixed(value, precision.length, roundingFunction);
        }
        int = decimal.split('.')[0];
        decimal = includes(decimal, '.') ? locale.delimiters.decimal + decimal.split('.')[1] : '';
    } else {
        int = toFixed(value, 0, roundingFunction);
    }

    neg = includes(int, '-');
    int = neg ? int.slice(1) : int;
    while (int.length < leadingCount) int = '0' + int;
    if (thousands > -1) {
        int = int.replace(/(\d)(?=(\d{3})+(?!\d))/g, '$1' + locale.delimiters.thousands);
    }

    output = int + decimal + abbr;

    if (negP) {
        output = (neg ? '(' : '') + output + (neg ? ')' : '');
    } else if (signed >= 0) {
        output = signed === 0 ? (neg ? '-' : '+') + output : output + (neg ? '-' : '+');
    } else if (neg) {
        output = '-' + output;
    }

    return output;
}

module.exports = { toFixed: toFixed, numberToFormat: numberToFormat };
