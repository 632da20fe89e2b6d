'use strict';

const test = require('node:test');
const assert = require('node:assert');
const parse = require('..');

test('parse args', () => {
  assert.deepStrictEqual(parse(['--no-moo']), { moo: false, _: [] });
  assert.deepStrictEqual(parse(['-v', 'a', '-v', 'b', '-v', 'c']), { v: ['a', 'b', 'c'], _: [] });
});

test('comprehensive', () => {
  assert.deepStrictEqual(
    parse(['--name=meowmers', 'bare', '-cats', 'woo', '-h', 'awesome', '--multi=quux', '--key', 'value', '-b', '--bool', '--no-meep', '--multi=baz', '--', '--not-a-flag', 'eek']),
    { c: true, a: true, t: true, s: 'woo', h: 'awesome', b: true, bool: true, key: 'value', multi: ['quux', 'baz'], meep: false, name: 'meowmers', _: ['bare', '--not-a-flag', 'eek'] }
  );
});

test('numbers', () => {
  const argv = parse(['-x', '1234', '-y', '5.67', '-z', '1e7', '-w', '10f', '--hex', '0xdeadbeef', '789']);
  assert.deepStrictEqual(argv, { x: 1234, y: 5.67, z: 1e7, w: '10f', hex: 0xdeadbeef, _: [789] });
});

test('boolean and defaults', () => {
  const argv = parse(['moo', '--honk', 'cow'], { boolean: ['honk', 'tacos'], default: { verbose: 2 } });
  assert.deepStrictEqual(argv, { honk: true, tacos: false, verbose: 2, _: ['moo', 'cow'] });
});

test('string args keep their text', () => {
  const argv = parse(['--zip', '02139', '--sha', '1e3'], { string: ['zip', 'sha'] });
  assert.strictEqual(argv.zip, '02139');
  assert.strictEqual(argv.sha, '1e3');
});

test('string args with aliases', () => {
  const argv = parse(['-p', '007'], { string: 'pin', alias: { pin: 'p' } });
  assert.strictEqual(argv.pin, '007');
  assert.strictEqual(argv.p, '007');
});

test('empty string flag', () => {
  assert.deepStrictEqual(parse(['-s'], { string: 's' }), { s: '', _: [] });
});

test('alias', () => {
  const argv = parse(['-f', '11', '--zoom', '55'], { alias: { z: 'zoom' } });
  assert.strictEqual(argv.zoom, 55);
  assert.strictEqual(argv.z, 55);
  assert.strictEqual(argv.f, 11);
});
