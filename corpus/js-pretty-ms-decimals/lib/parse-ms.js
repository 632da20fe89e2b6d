'use strict';

// Splits a duration in milliseconds into its parts, like the `parse-ms` package.
function parseMilliseconds(milliseconds) {
	if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds)) {
		throw new TypeError('Expected a finite number');
	}

	const roundTowardsZero = milliseconds > 0 ? Math.floor : Math.ceil;

	return {
		days: roundTowardsZero(milliseconds / 86_400_000),
		hours: roundTowardsZero(milliseconds / 3_600_000) % 24,
		minutes: roundTowardsZero(milliseconds / 60_000) % 60,
		seconds: roundTowardsZero(milliseconds / 1000) % 60,
		milliseconds: roundTowardsZero(milliseconds) % 1000,
		microseconds: roundTowardsZero(milliseconds * 1000) % 1000,
		nanoseconds: roundTowardsZero(milliseconds * 1e6) % 1000,
	};
}

module.exports = parseMilliseconds;
