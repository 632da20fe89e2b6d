'use strict';

const {INVALID_NUMBER, INVALID_ROUND, ARRAY, OBJECT, STRING, EXPONENT} = require('./constants');
const {getBaseConfiguration, getExponent, getSymbol, getFullForm} = require('./helpers');

/**
 * filesize
 *
 * @param  {Mixed}   arg        String, Int or Float to transform
 * @param  {Object}  descriptor [Optional] Flags
 * @return {String}             Readable file size String
 */
function filesize(arg, {
	bits = false,
	base = -1,
	round = 2,
	spacer = ' ',
	standard = '',
	output = STRING,
	fullform = false,
	exponent = -1,
	roundingMethod = 'round',
} = {}) {
	const num = Number(arg);
	const roundingFunc = Math[roundingMethod];

	if (typeof arg !== 'bigint' && isNaN(arg)) {
		throw new TypeError(INVALID_NUMBER);
	}

	if (typeof roundingFunc !== 'function') {
		throw new TypeError(INVALID_ROUND);
	}

	const config = getBaseConfiguration(standard, base);
	const ceil = config.base === 10 ? 1000 : 1024;
	const neg = num < 0;
	const abs = neg ? -num : num;

	let e = exponent === -1 || isNaN(exponent) ? getExponent(abs, ceil) : Math.min(exponent, 8);

	if (output === EXPONENT) {
		return e;
	}

	let value = 0;

	if (abs !== 0) {
		value = abs / Math.pow(ceil, e);

		if (bits) {
			value = value * 8;

			if (value >= ceil && e < 8) {
				value = value / ceil;
				e++;
			}
		}

		const p = Math.pow(10, e > 0 ? round : 0);
		value = roundingFunc(value * p) / p;

		// Rounding can carry up to a whole next unit, e.g. 1023.999 KiB -> 1 MiB
		if (value === config.base && e < 8 && exponent === -1) {
			value = 1;
			e++;
		}
	}

	const result = [neg ? -value : value, getSymbol(config.standard, config.base, bits, e)];

	if (output === ARRAY) {
		return result;
	}

	if (fullform) {
		result[1] = getFullForm(config.standard, e, bits, value);
	}

	if (output === OBJECT) {
		return {value: result[0], symbol: result[1], exponent: e, unit: result[1]};
	}

	return result.join(spacer);
}

// Partial application for functional programming
function partial(options = {}) {
	return arg => filesize(arg, options);
}

module.exports = {filesize, partial};
