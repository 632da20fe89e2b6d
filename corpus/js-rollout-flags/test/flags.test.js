'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { FlagStore } = require('../src/flags');
const { bucket } = require('../src/targeting');

const store = new FlagStore([
  { key: 'new-checkout', percentage: 0, allow: ['u-17', 'u-42', 'u-99'] },
  { key: 'dark-mode', percentage: 100, deny: ['u-5', 'u-6'] },
  { key: 'eu-banner', percentage: 100, countries: ['DE', 'FR'] },
  { key: 'old-search', percentage: 100, enabled: false },
]);

test('bucket is stable and in range', () => {
  assert.strictEqual(bucket('dark-mode', 'u-1'), bucket('dark-mode', 'u-1'));
  for (let i = 0; i < 50; i++) {
    const b = bucket('new-checkout', `u-${i}`);
    assert.ok(b >= 0 && b < 100);
  }
});

test('allow list turns a flag on for listed users only', () => {
  assert.strictEqual(store.isEnabled('new-checkout', { id: 'u-42' }), true);
  assert.strictEqual(store.isEnabled('new-checkout', { id: 'u-99' }), true);
  assert.strictEqual(store.isEnabled('new-checkout', { id: 'u-100' }), false);
});

test('every allow-listed user gets the new checkout', () => {
  assert.strictEqual(store.isEnabled('new-checkout', { id: 'u-17' }), true);
});

test('deny list wins over a full rollout', () => {
  assert.strictEqual(store.isEnabled('dark-mode', { id: 'u-6' }), false);
  assert.strictEqual(store.isEnabled('dark-mode', { id: 'u-5' }), false);
  assert.strictEqual(store.isEnabled('dark-mode', { id: 'u-7' }), true);
});

test('country targeting', () => {
  assert.strictEqual(store.isEnabled('eu-banner', { id: 'u-1', country: 'FR' }), true);
  assert.strictEqual(store.isEnabled('eu-banner', { id: 'u-1', country: 'US' }), false);
});

test('switched-off and unknown flags are off', () => {
  assert.strictEqual(store.isEnabled('old-search', { id: 'u-1' }), false);
  assert.strictEqual(store.isEnabled('no-such-flag', { id: 'u-1' }), false);
});

test('enabledFor lists the flags a user sees', () => {
  assert.deepStrictEqual(store.enabledFor({ id: 'u-42', country: 'DE' }), ['dark-mode', 'eu-banner', 'new-checkout']);
});

test('define rejects flags without a key', () => {
  assert.throws(() => store.define({ percentage: 10 }), TypeError);
});
