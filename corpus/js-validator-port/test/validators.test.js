'use strict';

const test = require('node:test');
const assert = require('node:assert');
const validator = require('../src/validator');

function check({ validator: name, args = [], valid = [], invalid = [] }) {
  for (const value of valid) {
    assert.strictEqual(validator[name](value, ...args), true, `validator.${name}(${[value, ...args].map((a) => JSON.stringify(a)).join(', ')}) failed but should have passed`);
  }
  for (const value of invalid) {
    assert.strictEqual(validator[name](value, ...args), false, `validator.${name}(${[value, ...args].map((a) => JSON.stringify(a)).join(', ')}) passed but should have failed`);
  }
}

test('should validate integers', () => {
  check({
    validator: 'isInt',
    valid: ['13', '123', '0', '123', '-0', '+1', '01', '-01', '000'],
    invalid: ['100e10', '123.123', '   ', '', 'a'],
  });
  check({
    validator: 'isInt',
    args: [{ allow_leading_zeroes: false }],
    valid: ['13', '123', '0', '-0', '+1'],
    invalid: ['01', '-01', '000', '100e10', '123.123', '   ', ''],
  });
});

test('should validate integers with min and max', () => {
  check({
    validator: 'isInt',
    args: [{ min: 10, max: 15 }],
    valid: ['15', '11', '13'],
    invalid: ['9', '2', '17', '3.2', '33', '1.23', '9.8', 'a', ''],
  });
});

test('should validate integers with lt and gt', () => {
  check({
    validator: 'isInt',
    args: [{ gt: 10, lt: 15 }],
    valid: ['14', '11', '13'],
    invalid: ['10', '15', '17', '3.2', '33', '1.23', '9.8', 'a', ''],
  });
  check({
    validator: 'isInt',
    args: [{ min: undefined, max: undefined }],
    valid: ['143', '15', '767777575'],
    invalid: ['10.4', 'bar', '10a', 'c44'],
  });
});

test('should validate ports', () => {
  check({
    validator: 'isPort',
    valid: ['0', '22', '80', '443', '3000', '8080', '65535'],
    invalid: ['', '-1', '65536', '0080', 'a'],
  });
});

test('should error on non-string input', () => {
  assert.throws(() => validator.isInt(13), TypeError);
  assert.throws(() => validator.isPort(undefined), /received a undefined/);
});

test('should validate strings by length', () => {
  check({
    validator: 'isLength',
    args: [{ min: 2 }],
    valid: ['abc', 'de', 'abcd'],
    invalid: ['', 'a'],
  });
  check({
    validator: 'isLength',
    args: [{ min: 2, max: 3 }],
    valid: ['abc', 'de', '干𩸽'],
    invalid: ['', '𠀋', '千竈通り'],
  });
  check({
    validator: 'isLength',
    args: [{ max: 3 }],
    valid: ['abc', 'de', 'a', '', '👩🦰'],
    invalid: ['abcd', '千竈通り'],
  });
});
