'use strict';

// Error Message
const INVALID_NUMBER = 'Invalid number';
const INVALID_ROUND = 'Invalid rounding method';

// Standards
const IEC = 'iec';
const JEDEC = 'jedec';
const SI = 'si';

// Units
const BIT = 'bit';
const BITS = 'bits';
const BYTE = 'byte';
const BYTES = 'bytes';

// Output formats
const ARRAY = 'array';
const OBJECT = 'object';
const STRING = 'string';
const EXPONENT = 'exponent';

const STRINGS = {
	symbol: {
		iec: {
			bits: ['bit', 'Kibit', 'Mibit', 'Gibit', 'Tibit', 'Pibit', 'Eibit', 'Zibit', 'Yibit'],
			bytes: ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'],
		},
		jedec: {
			bits: ['bit', 'Kbit', 'Mbit', 'Gbit', 'Tbit', 'Pbit', 'Ebit', 'Zbit', 'Ybit'],
			bytes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
		},
	},
	fullform: {
		iec: ['', 'kibi', 'mebi', 'gibi', 'tebi', 'pebi', 'exbi', 'zebi', 'yobi'],
		jedec: ['', 'kilo', 'mega', 'giga', 'tera', 'peta', 'exa', 'zetta', 'yotta'],
	},
};

module.exports = {
	INVALID_NUMBER, INVALID_ROUND,
	IEC, JEDEC, SI,
	BIT, BITS, BYTE, BYTES,
	ARRAY, OBJECT, STRING, EXPONENT,
	STRINGS,
};
