'use strict';

// Selects a color for a debug namespace
function selectColor(namespace, colors) {
	let hash = 0;

	for (let i = 0; i < namespace.length; i++) {
		hash = ((hash << 5) - hash) + namespace.charCodeAt(i);
		hash |= 0; // Convert to 32bit integer
	}

	return colors[Math.abs(hash) % colors.length];
}

// Convert regexp to namespace
function toNamespace(regexp) {
	return regexp.toString()
		.substring(2, regexp.toString().length - 1)
		.replace(/\.\*\?$/, '*');
}

module.exports = { selectColor, toNamespace };
