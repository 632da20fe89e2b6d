'use strict';

var rules = require('./rules');

var pluralRules = rules.pluralRules;
var singularRules = rules.singularRules;
var uncountables = {};
var irregularPlurals = {};
var irregularSingles = {};

/** Pass in a word token to produce a function that can replicate the case on another word. */
function restoreCase(word, token) {
  // Tokens are an exact match.
  if (word === token) return token;
  // Lower cased words. E.g. "hello".
  if (word === word.toLowerCase()) return token.toLowerCase();
  // Upper cased words. E.g. "WHISKY".
  if (word === word.toUpperCase()) return token.toUpperCase();
  // Title cased words. E.g. "Title".
  if (word[0] === word[0].toUpperCase()) {
    return token.charAt(0).toUpperCase() + token.substr(1).toLowerCase();
  }
  // Lower cased words. E.g. "test".
  return token.toLowerCase();
}

/** Interpolate a regexp string. */
function interpolate(str, args) {
  return str.replace(/\$(\d{1,2})/g, function (match, index) {
    return args[index] || '';
  });
}

/** Replace a word using a rule. */
function replace(word, rule) {
  return word.replace(rule[0], function (match, index) {
    var result = interpolate(rule[1], arguments);
    if (match === '') {
      return restoreCase(word[index - 1], result);
    }
    return restoreCase(match, result);
  });
}

/** Sanitize a word by passing in the word and sanitization rules. */
function sanitizeWord(token, word, rules) {
  // Empty string or doesn't need fixing.
  if (!token.length || uncountables.hasOwnProperty(token)) {
    return word;
  }

  var len = rules.length;

  // Iterate over the sanitization rules and use the first one to match.
  while (--len) {
    var rule = rules[len];
    if (rule[0].test(word)) return replace(word, rule);
  }

  return word;
}

/** Replace a word with the updated word. */
function replaceWord(replaceMap, keepMap, rules) {
  return function (word) {
    var token = word.toLowerCase();
    if (keepMap.hasOwnProperty(token)) return restoreCase(word, token);
    if (replaceMap.hasOwnProperty(token)) return restoreCase(word, replaceMap[token]);
    return sanitizeWord(token, word, rules);
  };
}

/** Pluralize or singularize a word based on the passed in count. */
function pluralize(word, count, inclusive) {
  var pluralized = count === 1 ? pluralize.singular(word) : pluralize.plural(word);
  return (inclusive ? count + ' ' : '') + pluralized;
}

pluralize.plural = replaceWord(irregularSingles, irregularPlurals, pluralRules);
pluralize.singular = replaceWord(irregularPlurals, irregularSingles, singularRules);

rules.irregularRules.forEach(function (rule) {
  irregularSingles[rule[0].toLowerCase()] = rule[1].toLowerCase();
  irregularPlurals[rule[1].toLowerCase()] = rule[0].toLowerCase();
});
rules.uncountableRules.forEach(function (word) { uncountables[word] = true; });

module.exports = pluralize;
