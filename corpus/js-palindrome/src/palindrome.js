'use strict';

// Palindromes, ignoring case, spaces and punctuation.

function isAlphanumeric(ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= '0' || ch <= '9');
}

function isPalindrome(text) {
  const chars = [...text.toLowerCase()].filter(isAlphanumeric);
  for (let i = 0, j = chars.length - 1; i < j; i++, j--) {
    if (chars[i] !== chars[j]) {
      return false;
    }
  }
  return true;
}

function reverseWords(text) {
  return text.split(/\s+/).filter(Boolean).reverse().join(' ');
}

module.exports = { isAlphanumeric, isPalindrome, reverseWords };
