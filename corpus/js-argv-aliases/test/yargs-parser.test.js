'use strict';

const test = require('node:test');
const assert = require('node:assert');
const parser = require('../src/yargs-parser');

const plain = (argv) => JSON.parse(JSON.stringify(argv));

test('should parse long flags with values', () => {
  assert.deepStrictEqual(plain(parser(['--name=bob', '--port', '8080', '--verbose'])), {
    _: [], name: 'bob', port: 8080, verbose: true,
  });
});

test('should parse short flags and grouped short flags', () => {
  assert.deepStrictEqual(plain(parser(['-x', '3', '-abc'])), { _: [], x: 3, a: true, b: true, c: true });
});

test('should set false for --no- prefixed flags', () => {
  assert.deepStrictEqual(plain(parser(['--no-color'])), { _: [], color: false });
});

test('should collect positional arguments and stop at --', () => {
  const argv = parser(['build', '7', '--', '--not-a-flag', '-x']);
  assert.deepStrictEqual(argv._, ['build', 7, '--not-a-flag', '-x']);
});

test('should keep strings declared as strings', () => {
  const argv = parser(['--zip', '01234', '--id', '0042', '--count', '10'], { string: ['id'] });
  assert.strictEqual(argv.zip, '01234');
  assert.strictEqual(argv.id, '0042');
  assert.strictEqual(argv.count, 10);
});

test('should not consume the next argument for booleans', () => {
  const argv = parser(['--force', 'deploy.js', '--dry=true'], { boolean: ['force', 'dry'] });
  assert.strictEqual(argv.force, true);
  assert.strictEqual(argv.dry, true);
  assert.deepStrictEqual(argv._, ['deploy.js']);
});

test('should collect repeated flags into an array', () => {
  assert.deepStrictEqual(parser(['--tag', 'a', '--tag', 'b']).tag, ['a', 'b']);
});

test('should set nested keys with dot notation', () => {
  assert.deepStrictEqual(plain(parser(['--db.host', 'localhost', '--db.port=5432'])).db, { host: 'localhost', port: 5432 });
});

test('should set every alias of a flag', () => {
  const argv = parser(['-v', '-o', 'out.txt'], { alias: { verbose: ['v'], output: 'o' } });
  assert.strictEqual(argv.verbose, true);
  assert.strictEqual(argv.v, true);
  assert.strictEqual(argv.output, 'out.txt');
  assert.strictEqual(argv.o, 'out.txt');
});

test('should expand hyphenated flags to camel case', () => {
  const argv = parser(['--dry-run', '--max-retries', '3']);
  assert.strictEqual(argv['dry-run'], true);
  assert.strictEqual(argv.dryRun, true);
  assert.strictEqual(argv.maxRetries, 3);
});

test('should apply defaults to missing flags and their aliases', () => {
  const argv = parser(['--port', '80'], { default: { port: 3000, host: 'localhost' }, alias: { host: ['h'] } });
  assert.strictEqual(argv.port, 80);
  assert.strictEqual(argv.host, 'localhost');
  assert.strictEqual(argv.h, 'localhost');
});
