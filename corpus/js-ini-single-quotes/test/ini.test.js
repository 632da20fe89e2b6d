'use strict'

const test = require('node:test')
const assert = require('node:assert')
const ini = require('../lib/ini')

const plain = obj => JSON.parse(JSON.stringify(obj))

test('decode keys and sections', () => {
  const d = ini.decode('o = p\n\n[zr]\nn = o\n\n[a b c]\ndefault = true\n')
  assert.deepStrictEqual(plain(d), { o: 'p', zr: { n: 'o' }, 'a b c': { default: true } })
})

test('comments are skipped and inline comments stripped', () => {
  const d = ini.decode('; a comment\n# another\nurl = http://example.com ; trailing\nport = 8080 # http\n')
  assert.deepStrictEqual(plain(d), { url: 'http://example.com', port: '8080' })
})

test('escaped comment characters are kept', () => {
  const d = ini.decode('color = \\#fff\nlist = a\\;b\n')
  assert.deepStrictEqual(plain(d), { color: '#fff', list: 'a;b' })
})

test('booleans, null and bare keys', () => {
  const d = ini.decode('a = true\nb = false\nc = null\nflag\n')
  assert.deepStrictEqual(plain(d), { a: true, b: false, c: null, flag: true })
})

test('bracketed keys collect into arrays', () => {
  const d = ini.decode('[remote]\nurl[] = one\nurl[] = two\n')
  assert.deepStrictEqual(plain(d), { remote: { url: ['one', 'two'] } })
})

test('double-quoted values keep whitespace and special characters', () => {
  const d = ini.decode('pad = "  x  "\neq = "a=b;c"\n')
  assert.deepStrictEqual(plain(d), { pad: '  x  ', eq: 'a=b;c' })
})

test('single-quoted values are unquoted', () => {
  const d = ini.decode("[user]\nname = 'Ada Lovelace'\n")
  assert.strictEqual(d.user.name, 'Ada Lovelace')
})

test('single-quoted values may contain comment characters', () => {
  const d = ini.decode("prompt = '; > '\n")
  assert.deepStrictEqual(plain(d), { prompt: '; > ' })
})

test('encode with sections round-trips', () => {
  const obj = { a: 'b', log: { level: 'debug', path: ' /var/log ' }, tags: ['x', 'y'] }
  const text = ini.encode(obj, { whitespace: true })
  assert.strictEqual(text, 'a = b\ntags[] = x\ntags[] = y\n\n[log]\nlevel = debug\npath = " /var/log "\n')
  assert.deepStrictEqual(plain(ini.decode(text)), obj)
})

test('__proto__ sections and keys are ignored', () => {
  const d = ini.decode('__proto__ = 1\n[__proto__]\nx = 2\n[ok]\ny = 3\n')
  assert.deepStrictEqual(plain(d), { ok: { y: '3' } })
})
