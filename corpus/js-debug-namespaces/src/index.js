'use strict';

/**
 * Node.js entry: reads the enabled namespaces from `DEBUG`.
 */

const setup = require('./common');

module.exports = setup({
	namespaces: process.env.DEBUG,
	colors: [6, 2, 3, 4, 5, 1],
});
