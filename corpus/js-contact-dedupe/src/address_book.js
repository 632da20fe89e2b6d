'use strict';

const { normalizeEmail, normalizePhone, displayName } = require('./normalize');

class DuplicateContact extends Error {}

// Contacts keyed by their normalized e-mail address: one contact per address.
class AddressBook {
  constructor() {
    this.byEmail = new Map();
  }

  add({ first, last, email, phone = '' }) {
    const key = normalizeEmail(email);
    if (this.byEmail.has(key)) {
      throw new DuplicateContact(`already have ${key}`);
    }
    const contact = { name: displayName(first, last), email: key, phone: normalizePhone(phone) };
    this.byEmail.set(key, contact);
    return contact;
  }

  find(email) {
    return this.byEmail.get(normalizeEmail(email)) || null;
  }

  get size() {
    return this.byEmail.size;
  }

  importCsv(text) {
    let added = 0;
    for (const row of text.split('\n').filter((r) => r.length > 0)) {
      const [first, last, email, phone] = row.split(',');
      try {
        this.add({ first, last, email, phone });
        added += 1;
      } catch (e) {
        if (!(e instanceof DuplicateContact)) throw e;
      }
    }
    return added;
  }
}

module.exports = { AddressBook, DuplicateContact };
