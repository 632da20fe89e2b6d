'use strict';

const {IEC, JEDEC, SI, STRINGS, BIT, BITS, BYTE, BYTES} = require('./constants');

/**
 * Resolves the base and the symbol table from the `standard` and `base` options.
 * SI and an unset standard count in powers of 1000, IEC and JEDEC in powers of 1024.
 */
function getBaseConfiguration(standard, base) {
	if (standard === SI) {
		return {base: 10, standard: JEDEC};
	}

	if (standard === IEC || standard === JEDEC) {
		return {base: 2, standard};
	}

	if (base === 2) {
		return {base: 2, standard: IEC};
	}

	return {base: 10, standard: JEDEC};
}

/** Exponent of the largest unit not bigger than `num`, capped at yotta. */
function getExponent(num, ceil) {
	if (num === 0) {
		return 0;
	}

	const e = Math.floor(Math.log(num) / Math.log(ceil));

	return Math.min(Math.max(e, 0), 8);
}

function getSymbol(standard, base, bits, e) {
	if (base === 10 && e === 1) {
		return bits ? 'kbit' : 'kB';
	}

	return STRINGS.symbol[standard][bits ? BITS : BYTES][e];
}

function getFullForm(standard, e, bits, value) {
	const unit = bits ? BIT : BYTE;

	return STRINGS.fullform[standard][e] + unit + (value === 1 ? '' : 's');
}

module.exports = {getBaseConfiguration, getExponent, getSymbol, getFullForm};
