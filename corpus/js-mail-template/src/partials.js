'use strict';

const fs = require('node:fs');
const path = require('node:path');

const PARTIAL = /\{\{>\s*([\w-]+)\s*\}\}/g;

// Inlines {{> name}} partials from a directory of .html files (one level deep).
function inlinePartials(template, dir) {
  return template.replace(PARTIAL, (_, name) => {
    const file = path.join(dir, `${name}.html`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  });
}

module.exports = { inlinePartials };
