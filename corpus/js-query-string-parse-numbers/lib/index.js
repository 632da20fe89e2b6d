'use strict';

const {encode, decode, splitOnFirst} = require('./utils');
const {encoderForArrayFormat, parserForArrayFormat} = require('./formats');

function parseValue(value, options) {
	if (options.parseNumbers && !Number.isNaN(Number(value)) && typeof value === 'string') {
		value = Number(value);
	} else if (options.parseBooleans && value !== null && (value.toLowerCase() === 'true' || value.toLowerCase() === 'false')) {
		value = value.toLowerCase() === 'true';
	}

	return value;
}

function parse(query, options) {
	options = Object.assign({decode: true, sort: true, arrayFormat: 'none', parseNumbers: false, parseBooleans: false}, options);

	const formatter = parserForArrayFormat(options);
	const ret = Object.create(null);

	query = query.trim().replace(/^[?#&]/, '');

	if (!query) {
		return ret;
	}

	for (const parameter of query.split('&')) {
		if (parameter === '') {
			continue;
		}

		let [key, value] = splitOnFirst(options.decode ? parameter.replace(/\+/g, ' ') : parameter, '=');

		// Missing `=` should be `null`:
		// http://w3.org/TR/2012/WD-url-20120524/#collect-url-parameters
		value = value === undefined ? null : decode(value, options);
		formatter(decode(key, options), value, ret);
	}

	for (const key of Object.keys(ret)) {
		const value = ret[key];
		if (Array.isArray(value)) {
			ret[key] = value.map(item => parseValue(item, options));
		} else {
			ret[key] = parseValue(value, options);
		}
	}

	if (options.sort === false) {
		return ret;
	}

	return (options.sort === true ? Object.keys(ret).sort() : Object.keys(ret).sort(options.sort)).reduce((result, key) => {
		result[key] = ret[key];
		return result;
	}, Object.create(null));
}

function stringify(object, options) {
	if (!object) {
		return '';
	}

	options = Object.assign({encode: true, strict: true, arrayFormat: 'none'}, options);

	const shouldFilter = key => object[key] === undefined
		|| (options.skipNull && object[key] === null)
		|| (options.skipEmptyString && object[key] === '');

	const formatter = encoderForArrayFormat(options);
	const keys = Object.keys(object).filter(key => !shouldFilter(key));

	if (options.sort !== false) {
		keys.sort(options.sort);
	}

	return keys.map(key => {
		const value = object[key];

		if (value === null) {
			return encode(key, options);
		}

		if (Array.isArray(value)) {
			return value.reduce(formatter(key), []).join('&');
		}

		return encode(key, options) + '=' + encode(value, options);
	}).filter(x => x.length > 0).join('&');
}

module.exports = {parse, stringify};
