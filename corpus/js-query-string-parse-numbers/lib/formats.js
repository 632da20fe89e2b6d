'use strict';

const {encode} = require('./utils');

function encoderForArrayFormat(options) {
	const suffix = options.arrayFormat === 'bracket' ? '[]' : '';

	return key => (result, value) => {
		if (value === undefined || (options.skipNull && value === null)) {
			return result;
		}

		if (value === null) {
			return [...result, encode(key, options) + suffix];
		}

		return [...result, [encode(key, options), suffix, '=', encode(value, options)].join('')];
	};
}

function parserForArrayFormat(options) {
	let result;

	switch (options.arrayFormat) {
		case 'bracket':
			return (key, value, accumulator) => {
				result = /(\[\])$/.exec(key);
				key = key.replace(/\[\]$/, '');

				if (!result) {
					accumulator[key] = value;
					return;
				}

				if (accumulator[key] === undefined) {
					accumulator[key] = [value];
					return;
				}

				accumulator[key] = [].concat(accumulator[key], value);
			};

		default:
			return (key, value, accumulator) => {
				if (accumulator[key] === undefined) {
					accumulator[key] = value;
					return;
				}

				accumulator[key] = [].concat(accumulator[key], value);
			};
	}
}

module.exports = {encoderForArrayFormat, parserForArrayFormat};
