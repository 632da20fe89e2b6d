'use strict';

const parseMilliseconds = require('./lib/parse-ms');

const pluralize = (word, count) => count === 1 ? word : `${word}s`;

const SECOND_ROUNDING_EPSILON = 0.000_000_1;

const floorDecimals = (value, decimalDigits) => {
	const flooredInterimValue = Math.floor((value * (10 ** decimalDigits)) + SECOND_ROUNDING_EPSILON);
	const flooredValue = Math.round(flooredInterimValue) / (10 ** decimalDigits);
	return flooredValue.toFixed();
};

function prettyMilliseconds(milliseconds, options = {}) {
	if (!Number.isFinite(milliseconds)) {
		throw new TypeError('Expected a finite number');
	}

	options = { ...options };

	if (options.compact) {
		options.secondsDecimalDigits = 0;
		options.millisecondsDecimalDigits = 0;
	}

	const result = [];

	const add = (value, long, short, valueString) => {
		if (value === 0) {
			return;
		}

		valueString = (valueString || value || '0').toString();
		valueString += options.verbose ? ' ' + pluralize(long, value) : short;
		result.push(valueString);
	};

	const parsed = parseMilliseconds(milliseconds);

	add(Math.trunc(parsed.days / 365), 'year', 'y');
	add(parsed.days % 365, 'day', 'd');
	add(parsed.hours, 'hour', 'h');
	add(parsed.minutes, 'minute', 'm');

	if (options.separateMilliseconds || milliseconds < 1000) {
		add(parsed.seconds, 'second', 's');

		const millisecondsDecimalDigits = typeof options.millisecondsDecimalDigits === 'number' ? options.millisecondsDecimalDigits : 0;
		const roundedMilliseconds = milliseconds >= 1 ? Math.round(milliseconds % 1000) : Math.ceil(milliseconds);
		const millisecondsString = millisecondsDecimalDigits
			? (milliseconds % 1000).toFixed(millisecondsDecimalDigits)
			: roundedMilliseconds;

		add(Number.parseFloat(millisecondsString), 'millisecond', 'ms', millisecondsString);
	} else {
		const seconds = (milliseconds / 1000) % 60;
		const secondsDecimalDigits = typeof options.secondsDecimalDigits === 'number' ? options.secondsDecimalDigits : 1;
		const secondsFixed = floorDecimals(seconds, secondsDecimalDigits);
		const secondsString = options.keepDecimalsOnWholeSeconds ? secondsFixed : secondsFixed.replace(/\.0+$/, '');
		add(Number.parseFloat(secondsString), 'second', 's', secondsString);
	}

	if (result.length === 0) {
		return '0' + (options.verbose ? ' milliseconds' : 'ms');
	}

	if (options.compact) {
		return result[0];
	}

	if (typeof options.unitCount === 'number') {
		return result.slice(0, Math.max(options.unitCount, 1)).join(' ');
	}

	return result.join(' ');
}

module.exports = prettyMilliseconds;
