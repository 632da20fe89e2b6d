'use strict';

const { escapeHtml } = require('./escape');
const { resolve, isShown } = require('./context');
const { inlinePartials } = require('./partials');

const SECTION = /\{\{([#^])\s*([\w.]+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g;
const RAW = /\{\{\{\s*([\w.]+)\s*\}\}\}/g;
const VAR = /\{\{\s*([\w.]+)\s*\}\}/g;

function render(template, ctx) {
  let out = template.replace(SECTION, (_, kind, name, body) => {
    const value = resolve(ctx, name);
    if (kind === '^') return isShown(value) ? '' : render(body, ctx);
    if (!isShown(value)) return '';
    if (Array.isArray(value)) return value.map((item) => render(body, item)).join('');
    return render(body, typeof value === 'object' ? value : ctx);
  });
  out = out.replace(RAW, (_, name) => {
    const value = resolve(ctx, name);
    return value === undefined || value === null ? '' : String(value);
  });
  return out.replace(VAR, (_, name) => {
    const value = resolve(ctx, name);
    return value === undefined || value === null ? '' : escapeHtml(value);
  });
}

function renderWithPartials(template, ctx, partialsDir) {
  return render(inlinePartials(template, partialsDir), ctx);
}

module.exports = { render, renderWithPartials };
