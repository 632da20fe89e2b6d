'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { isAlphanumeric, isPalindrome, reverseWords } = require('../src/palindrome');

test('a plain palindrome', () => {
  assert.equal(isPalindrome('racecar'), true);
});

test('not a palindrome', () => {
  assert.equal(isPalindrome('hello'), false);
});

test('empty text', () => {
  assert.equal(isPalindrome(''), true);
});

test('reverse words', () => {
  assert.equal(reverseWords(' step on  no pets '), 'pets no on step');
});

test('letters and digits are alphanumeric', () => {
  assert.equal(isAlphanumeric('q'), true);
  assert.equal(isAlphanumeric('7'), true);
});

test('ignores punctuation and spaces', () => {
  assert.equal(isPalindrome('A man, a plan, a canal: Panama'), true);
});

test('ignores apostrophes', () => {
  assert.equal(isPalindrome("No 'x' in Nixon"), true);
});
