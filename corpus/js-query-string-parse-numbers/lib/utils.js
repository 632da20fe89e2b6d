'use strict';

const strictUriEncode = str => encodeURIComponent(str)
	.replace(/[!'()*]/g, x => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);

function encode(value, options) {
	if (options.encode) {
		return options.strict ? strictUriEncode(value) : encodeURIComponent(value);
	}

	return value;
}

function decode(value, options) {
	if (options.decode) {
		try {
			return decodeURIComponent(value);
		} catch (_) {
			return value;
		}
	}

	return value;
}

function splitOnFirst(string, separator) {
	if (string === '' || separator === '') {
		return [];
	}

	const separatorIndex = string.indexOf(separator);

	if (separatorIndex === -1) {
		return [string];
	}

	return [
		string.slice(0, separatorIndex),
		string.slice(separatorIndex + separator.length),
	];
}

module.exports = {
	encode,
	decode,
	splitOnFirst,
};
