'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseVersion, compareVersions, sortVersions } = require('../src/semver');

test('numeric, not lexical, comparison', () => {
  assert.equal(compareVersions('1.10.0', '1.9.0'), 1);
});

test('equal versions', () => {
  assert.equal(compareVersions('2.0.1', '2.0.1'), 0);
});

test('invalid version', () => {
  assert.throws(() => parseVersion('1.x'), /invalid version/);
});

test('sorts versions of the same length', () => {
  assert.deepEqual(sortVersions(['1.2.0', '0.9.9', '1.10.0']), ['0.9.9', '1.2.0', '1.10.0']);
});

test('missing part counts as zero', () => {
  assert.equal(compareVersions('1.2', '1.2.0'), 0);
});

test('shorter version is older than a patch release', () => {
  assert.equal(compareVersions('1.2', '1.2.1'), -1);
});
