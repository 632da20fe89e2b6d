'use strict';

const test = require('node:test');
const assert = require('node:assert');
const numeral = require('../src/numeral');

test('format with thousands and decimals', () => {
    assert.strictEqual(numeral(10000).format('0,0.0000'), '10,000.0000');
    assert.strictEqual(numeral(1234.5678).format('0,0.00'), '1,234.57');
    assert.strictEqual(numeral(-10000).format('0,0'), '-10,000');
    assert.strictEqual(numeral(1.005).format('0.00'), '1.01');
});

test('optional decimals', () => {
    assert.strictEqual(numeral(1.5).format('0.[00]'), '1.5');
    assert.strictEqual(numeral(2).format('0.0[0]'), '2.0');
});

test('negative numbers in parentheses and signed output', () => {
    assert.strictEqual(numeral(-1230).format('(0,0)'), '(1,230)');
    assert.strictEqual(numeral(1230).format('(0,0)'), '1,230');
    assert.strictEqual(numeral(5).format('+0'), '+5');
    assert.strictEqual(numeral(-5).format('0-'), '5-');
});

test('abbreviations for large numbers', () => {
    assert.strictEqual(numeral(2000).format('0a'), '2k');
    assert.strictEqual(numeral(1230974).format('0.0a'), '1.2m');
    assert.strictEqual(numeral(3200000000).format('0.0 a'), '3.2 b');
    assert.strictEqual(numeral(1460).format('0.00a'), '1.46k');
});

test('abbreviations for negative numbers', () => {
    assert.strictEqual(numeral(-104000).format('0a'), '-104k');
    assert.strictEqual(numeral(-5444333222111).format('0,0.0a'), '-5.4t');
    assert.strictEqual(numeral(-2500000).format('0.0a'), '-2.5m');
});

test('negative amounts in parentheses with abbreviations', () => {
    assert.strictEqual(numeral(-1250000).format('(0.00a)'), '(1.25m)');
    assert.strictEqual(numeral(-1250).format('(0.00a)'), '(1.25k)');
});

test('forced abbreviation', () => {
    assert.strictEqual(numeral(-5444333).format('0.0am'), '-5.4m');
    assert.strictEqual(numeral(1234567).format('0ak'), '1235k');
});

test('arithmetic keeps decimals exact', () => {
    assert.strictEqual(numeral(0.1).add(0.2).value(), 0.3);
    assert.strictEqual(numeral('12.5').multiply(4).format('0,0'), '50');
    assert.strictEqual(numeral('abc').value(), null);
});

test('locale delimiters and abbreviations', () => {
    numeral.locale('fr');
    try {
        assert.strictEqual(numeral(1234567.891).format('0,0.00'), '1 234 567,89');
        assert.strictEqual(numeral(2500000).format('0.0a'), '2,5M');
    } finally {
        numeral.locale('en');
    }
    assert.throws(() => numeral.locale('xx'), /Unknown locale/);
});
