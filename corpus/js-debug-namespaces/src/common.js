'use strict';

const { selectColor, toNamespace } = require('./util');

// This is the common logic for both the Node.js and web browser implementations of `debug()`.

function setup(env) {
	createDebug.enable = enable;
	createDebug.disable = disable;
	createDebug.enabled = enabled;
	createDebug.selectColor = namespace => selectColor(namespace, createDebug.colors);

	createDebug.names = [];
	createDebug.skips = [];
	createDebug.colors = env.colors || [6, 2, 3, 4, 5, 1];

	function createDebug(namespace) {
		const logs = [];

		function debug(...args) {
			if (!debug.enabled) return;
			logs.push(`${namespace} ${args.join(' ')}`);
		}

		debug.namespace = namespace;
		debug.color = createDebug.selectColor(namespace);
		debug.logs = logs;
		debug.extend = (sub, delimiter = ':') => createDebug(namespace + delimiter + sub);
		Object.defineProperty(debug, 'enabled', {
			enumerable: true,
			get: () => createDebug.enabled(namespace),
		});

		return debug;
	}

	// Enables a debug mode by namespaces. This can include modes separated by a colon and wildcards.
	function enable(namespaces) {
		createDebug.namespaces = namespaces;
		createDebug.names = [];
		createDebug.skips = [];

		const split = (typeof namespaces === 'string' ? namespaces : '').split(/[\s,]+/);

		for (const part of split) {
			if (!part) continue; // ignore empty strings

			namespaces = part.replace(/\*/g, '.*?');

			if (namespaces[0] === '-') {
				createDebug.skips.push(new RegExp('^' + namespaces.slice(1) + '$'));
			} else {
				createDebug.names.push(new RegExp('^' + namespaces + '$'));
			}
		}
	}

	// Disable debug output.
	function disable() {
		const namespaces = [
			...createDebug.names.map(toNamespace),
			...createDebug.skips.map(toNamespace).map(namespace => '-' + namespace),
		].join(',');
		createDebug.enable('');
		return namespaces;
	}

	// Returns true if the given mode name is enabled, false otherwise.
	function enabled(name) {
		if (name[name.length - 1] === '*') {
			return true;
		}

		for (const skip of createDebug.skips) {
			if (skip.test(name)) return false;
		}

		for (const ns of createDebug.names) {
			if (ns.test(name)) return true;
		}

		return false;
	}

	createDebug.enable(env.namespaces);

	return createDebug;
}

module.exports = setup;
