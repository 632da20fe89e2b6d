'use strict';

const test = require('node:test');
const assert = require('node:assert');
const pluralize = require('../lib/pluralize');

test('irregular words', () => {
  assert.strictEqual(pluralize.plural('person'), 'people');
  assert.strictEqual(pluralize.plural('child'), 'children');
  assert.strictEqual(pluralize.singular('teeth'), 'tooth');
  assert.strictEqual(pluralize.plural('people'), 'people');
});

test('uncountable words stay the same', () => {
  assert.strictEqual(pluralize.plural('sheep'), 'sheep');
  assert.strictEqual(pluralize.plural('information'), 'information');
  assert.strictEqual(pluralize.singular('series'), 'series');
});

test('suffix rules', () => {
  assert.strictEqual(pluralize.plural('box'), 'boxes');
  assert.strictEqual(pluralize.plural('city'), 'cities');
  assert.strictEqual(pluralize.plural('knife'), 'knives');
  assert.strictEqual(pluralize.plural('matrix'), 'matrices');
  assert.strictEqual(pluralize.singular('cities'), 'city');
  assert.strictEqual(pluralize.singular('boxes'), 'box');
});

test('restores the case of the input', () => {
  assert.strictEqual(pluralize.plural('PERSON'), 'PEOPLE');
  assert.strictEqual(pluralize.plural('Child'), 'Children');
  assert.strictEqual(pluralize.plural('Box'), 'Boxes');
});

test('regular words', () => {
  assert.strictEqual(pluralize.plural('cat'), 'cats');
  assert.strictEqual(pluralize.plural('Word'), 'Words');
  assert.strictEqual(pluralize.singular('dogs'), 'dog');
});

test('pluralize with a count', () => {
  assert.strictEqual(pluralize('test', 1), 'test');
  assert.strictEqual(pluralize('test', 5, true), '5 tests');
  assert.strictEqual(pluralize('person', 2, true), '2 people');
});
