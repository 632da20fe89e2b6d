'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parse } = require('../lib/parser');
const { camelCase } = require('../lib/string-utils');

test('short and long options with values', () => {
  const argv = parse(['-x', '1', '-y', '2', '--name', 'web', '--retries=3']);
  assert.deepStrictEqual(argv, { _: [], x: 1, y: 2, name: 'web', retries: 3 });
});

test('grouped short flags take the value on the last letter', () => {
  const argv = parse(['-abc', 'cat.txt']);
  assert.strictEqual(argv.a, true);
  assert.strictEqual(argv.b, true);
  assert.strictEqual(argv.c, 'cat.txt');
});

test('--no- prefix negates a boolean', () => {
  const argv = parse(['--no-color', '--verbose'], { boolean: ['verbose'] });
  assert.strictEqual(argv.color, false);
  assert.strictEqual(argv.verbose, true);
});

test('dashed keys are camel-cased too', () => {
  const argv = parse(['--dry-run', '--log-level', 'debug']);
  assert.strictEqual(argv['dry-run'], true);
  assert.strictEqual(argv.dryRun, true);
  assert.strictEqual(argv.logLevel, 'debug');
  assert.strictEqual(camelCase('--foo-bar'), 'fooBar');
});

test('numbers are coerced, leading zeros kept as strings', () => {
  const argv = parse(['--zip', '01234', '--ratio', '0.5', '--hex', '0xff']);
  assert.strictEqual(argv.zip, '01234');
  assert.strictEqual(argv.ratio, 0.5);
  assert.strictEqual(argv.hex, 255);
});

test('zero is parsed as a number', () => {
  const argv = parse(['--retries', '0', '--port=0']);
  assert.strictEqual(argv.retries, 0);
  assert.strictEqual(argv.port, 0);
});

test('positional arguments and --', () => {
  const argv = parse(['build', '0', '42', '--', '--not-a-flag']);
  assert.deepStrictEqual(argv._, ['build', 0, 42, '--not-a-flag']);
});

test('string option keeps its text', () => {
  const argv = parse(['--version', '1.10'], { string: ['version'] });
  assert.strictEqual(argv.version, '1.10');
});
