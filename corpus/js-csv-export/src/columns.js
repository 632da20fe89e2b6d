'use strict';

// Column specs: a key, or { key, title, get } for computed columns.
function normalizeColumns(columns, rows) {
  const specs = columns || Object.keys(rows[0] || {});
  return specs.map((spec) => {
    if (typeof spec === 'string') return { key: spec, title: spec, get: (row) => row[spec] };
    const { key, title = key, get = (row) => row[key] } = spec;
    if (!key) throw new TypeError('column spec needs a key');
    return { key, title, get };
  });
}

module.exports = { normalizeColumns };
