'use strict';

// Helpers that bring user-typed fields to one canonical form before they are compared.

function normalizeEmail(email) {
  return email.toLowerCase();
}

function normalizePhone(phone) {
  return phone.replace(/[^0-9+]/g, '');
}

function displayName(first, last) {
  return [first, last].filter(Boolean).join(' ');
}

module.exports = { normalizeEmail, normalizePhone, displayName };
