'use strict';

var CronExpression = require('./expression');

var PREDEFINED = {
  '@yearly': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *'
};

function CronParser() {}

CronParser.parseExpression = function parseExpression(expression, options) {
  var key = expression.trim().toLowerCase();
  return CronExpression.parse(PREDEFINED[key] || expression, options);
};

// Parse content string of a crontab: variables, expressions and errors per line
CronParser.parseString = function parseString(data) {
  var blocks = data.split('\n');
  var response = { variables: {}, expressions: [], errors: {} };

  for (var i = 0; i < blocks.length; i++) {
    var entry = blocks[i].trim();
    if (entry.length === 0 || entry.charAt(0) === '#') continue;
    var variableMatch = entry.match(/^(\w+)\s*=\s*(.*)$/);
    if (variableMatch) {
      response.variables[variableMatch[1]] = variableMatch[2];
      continue;
    }

    try {
      var command = entry.split(/\s+/).slice(0, 5).join(' ');
      response.expressions.push(CronParser.parseExpression(command));
    } catch (err) {
      response.errors[entry] = err;
    }
  }
  return response;
};

module.exports = CronParser;
