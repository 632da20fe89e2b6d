'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Command } = require('../lib/command');
const { Option } = require('../lib/option');

function program() {
  return new Command('serve')
    .option('-p, --port <number>', 'port to listen on', '8080')
    .option('-v, --verbose', 'log every request')
    .option('--no-banner', 'do not print the banner')
    .option('-c, --color [when]', 'colorize output')
    .option('--log-level <level>', 'log level', 'info');
}

test('option flags are parsed', () => {
  const option = new Option('-p, --port <number>');
  assert.strictEqual(option.short, '-p');
  assert.strictEqual(option.long, '--port');
  assert.strictEqual(option.attributeName(), 'port');
  assert.strictEqual(new Option('--no-banner').attributeName(), 'banner');
  assert.strictEqual(new Option('--log-level <level>').attributeName(), 'logLevel');
});

test('defaults and booleans', () => {
  const cmd = program().parse(['node', 'serve', '-v', '--no-banner', 'public']);
  assert.deepStrictEqual(cmd.opts(), { port: '8080', verbose: true, banner: false, logLevel: 'info' });
  assert.deepStrictEqual(cmd.args, ['public']);
});

test('required values, inline or separate', () => {
  const cmd = program().parse(['--port', '3000', '--log-level=debug'], { from: 'user' });
  assert.strictEqual(cmd.opts().port, '3000');
  assert.strictEqual(cmd.opts().logLevel, 'debug');
  assert.throws(() => program().parse(['--port'], { from: 'user' }), { code: 'commander.optionMissingArgument' });
});

test('optional value given', () => {
  const cmd = program().parse(['--color', 'always', 'site'], { from: 'user' });
  assert.strictEqual(cmd.opts().color, 'always');
  assert.deepStrictEqual(cmd.args, ['site']);
});

test('optional value omitted', () => {
  assert.strictEqual(program().parse(['--color'], { from: 'user' }).opts().color, true);
});

test('optional value followed by another option', () => {
  const cmd = program().parse(['-c', '-v'], { from: 'user' });
  assert.deepStrictEqual([cmd.opts().color, cmd.opts().verbose], [true, true]);
});

test('unknown options and the -- separator', () => {
  assert.throws(() => program().parse(['--verbos'], { from: 'user' }), { code: 'commander.unknownOption' });
  const cmd = program().parse(['--', '--verbose', '-'], { from: 'user' });
  assert.deepStrictEqual(cmd.args, ['--verbose', '-']);
  assert.strictEqual(cmd.opts().verbose, undefined);
});

test('help lists every option', () => {
  const help = program().helpInformation();
  assert.match(help, /^Usage: serve \[options\]/);
  assert.match(help, / {2}--no-banner {10}do not print the banner/);
});
